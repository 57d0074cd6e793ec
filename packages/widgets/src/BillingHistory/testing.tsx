// Test helpers of the billing history tests (not part of the package build).
import type { ReactNode } from 'react';
import { renderSignedIn as renderAs } from '../shared/testing';

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

/** An element's text as shown: without what is hidden from assistive technology. */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
