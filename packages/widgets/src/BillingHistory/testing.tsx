// Test helpers of the billing history tests (not part of the package build).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { CoopWidgetProvider } from '../provider';
import { memberSession, renderSignedIn as renderAs, TEST_API } from '../shared/testing';

export { catchDownloads, setUpDemoBackend, TEST_API as API } from '../shared/testing';

/** The demo member of each account the tests use. */
export const members = {
  '1000001': 'member.demo',
  '3000003': 'member.demo',
  '3000022': 'member.many',
} as const;

/** Renders a widget for the demo member of `accountNumber`, signed in. */
export const renderSignedIn = (accountNumber: keyof typeof members, widget: ReactNode) =>
  renderAs(members[accountNumber], widget);

/** Renders a widget in Spanish (US) for the demo member of `accountNumber`, signed in. */
export async function renderSignedInSpanish(
  accountNumber: keyof typeof members,
  widget: ReactNode,
) {
  const session = await memberSession(members[accountNumber]);
  const user = userEvent.setup();
  const view = render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" session={session} locale="es-US">
      {widget}
    </CoopWidgetProvider>,
  );
  return { user, session, ...view };
}

/** An ISO date (yyyy-MM-dd…) as Spanish (US) writes it: dd/MM/yyyy. */
export const esDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** An element's text as shown: without what is hidden from assistive technology. */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
