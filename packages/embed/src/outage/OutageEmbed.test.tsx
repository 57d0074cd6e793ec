import { createDemoServer } from '@coop-portal/mocks/node';
import { resetDemoStore } from '@coop-portal/mocks';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount } from '../mount';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoStore();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const options = {
  widget: 'outage',
  apiBaseUrl: 'https://api.prairierivers.example',
  applicationId: 'web',
} as const;

/** A host element whose `coop-outage:*` events are recorded where a page would hear them. */
function host() {
  const element = document.createElement('div');
  document.body.append(element);
  const events: { type: string; detail: unknown; composed: boolean }[] = [];
  for (const type of ['ready', 'reported', 'error']) {
    const listener = (event: Event) =>
      events.push({
        type: event.type,
        detail: (event as CustomEvent).detail,
        composed: event.composed,
      });
    document.addEventListener(`coop-outage:${type}`, listener);
  }
  return { element, events };
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

/** Types into a field (the widget is in a shadow root: fireEvent, as a page's input would). */
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('doc 2 §3 outage report on any page: mount(element, { widget: "outage" })', () => {
  it('draws the button (part "button") and says it is ready; open() opens the report dialog', async () => {
    const { element, events } = host();
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(element, options);
    });
    const button = shadowOf(element).getByRole('button', { name: 'Report an Outage' });
    expect(button).toHaveAttribute('part', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await waitFor(() =>
      expect(events).toEqual([{ type: 'coop-outage:ready', detail: {}, composed: true }]),
    );
    act(() => widget.open());
    const dialog = await shadowOf(element).findByRole('dialog', { name: 'Report an Outage' });
    expect(within(dialog).getByRole('textbox', { name: 'Account Number' })).toBeInTheDocument();
    act(() => widget.unmount());
    expect(element.shadowRoot?.childNodes.length ?? 0).toBe(0);
  });

  it('inline: verify and report; coop-outage:reported tells the account and the message only', async () => {
    const { element, events } = host();
    act(() => {
      mount(element, { ...options, mode: 'inline', accountNumber: '1000002' });
    });
    const region = shadowOf(element).getByRole('region', { name: 'Report an Outage' });
    expect(within(region).getByRole('textbox', { name: 'Account Number' })).toHaveValue('1000002');
    type(within(region).getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }), '2222');
    fireEvent.click(within(region).getByRole('button', { name: 'Verify' }));
    const issues = await within(region).findByRole(
      'radiogroup',
      { name: 'Issue' },
      { timeout: 5_000 },
    );
    fireEvent.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    fireEvent.click(
      within(region).getByRole('checkbox', { name: 'Call me back about this outage' }),
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(events.map((event) => event.type)).toContain('coop-outage:reported'),
    );
    const reported = events.find((event) => event.type === 'coop-outage:reported');
    expect(reported).toEqual({
      type: 'coop-outage:reported',
      detail: {
        accountNumber: '1000002',
        statusMessage: expect.stringContaining('account 1000002 has been received'),
      },
      composed: true,
    });
    expect(Object.keys(reported!.detail as object)).toEqual(['accountNumber', 'statusMessage']);
  });

  it('a wrong pair: coop-outage:error with the step and the message shown', async () => {
    const { element, events } = host();
    act(() => {
      mount(element, { ...options, mode: 'inline' });
    });
    const region = shadowOf(element).getByRole('region', { name: 'Report an Outage' });
    type(within(region).getByRole('textbox', { name: 'Account Number' }), '1000002');
    type(within(region).getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }), '1111');
    fireEvent.click(within(region).getByRole('button', { name: 'Verify' }));
    const message = 'The account number and phone number you entered do not match our records.';
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(events).toContainEqual({
      type: 'coop-outage:error',
      detail: { step: 'verify', message },
      composed: true,
    });
  });
});
