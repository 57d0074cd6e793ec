import { createDemoServer } from '@coop-portal/mocks/node';
import { resetDemoStore } from '@coop-portal/mocks';
import { waitFor, within } from '@testing-library/react';
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
  widget: 'quick-pay',
  apiBaseUrl: 'https://api.prairierivers.example',
  applicationId: 'web',
} as const;

/** A host element whose `coop-quick-pay:*` events are recorded where a page would hear them. */
function host() {
  const element = document.createElement('div');
  document.body.append(element);
  const events: { type: string; detail: unknown; composed: boolean }[] = [];
  for (const type of ['ready', 'verified', 'payment-started', 'error', 'closed']) {
    document.addEventListener(`coop-quick-pay:${type}`, (event) =>
      events.push({
        type: event.type,
        detail: (event as CustomEvent).detail,
        composed: event.composed,
      }),
    );
  }
  return { element, events };
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('doc 1 §2.5 Quick Pay: mount(element, { widget: "quick-pay" })', () => {
  it('draws the button (part "button") in the shadow root and says it is ready', async () => {
    const { element, events } = host();
    act(() => {
      mount(element, { ...options, label: 'Pay my bill' });
    });
    const button = shadowOf(element).getByRole('button', { name: 'Pay my bill' });
    expect(button).toHaveAttribute('part', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.body.querySelector('button')).toBeNull();
    await waitFor(() =>
      expect(events).toEqual([{ type: 'coop-quick-pay:ready', detail: {}, composed: true }]),
    );
  });

  it('update() changes the label and theme in place; open() opens the dialog', async () => {
    const { element } = host();
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(element, options);
    });
    act(() => widget.update({ label: 'Pay now', colorScheme: 'dark' }));
    expect(shadowOf(element).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(element).toHaveAttribute('data-coop-theme', 'dark');
    act(() => widget.open());
    expect(await shadowOf(element).findByRole('dialog', { name: 'Quick Pay' })).toBeInTheDocument();
    act(() => widget.unmount());
    expect(element.shadowRoot?.childNodes.length ?? 0).toBe(0);
  });

  it('mode "inline": the flow in the shadow root at once, no button, no dialog; open() keeps it', async () => {
    const { element, events } = host();
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(element, { ...options, mode: 'inline', accountNumber: '1000001' });
    });
    const region = shadowOf(element).getByRole('region', { name: 'Quick Pay' });
    expect(within(region).getByRole('heading', { name: 'Quick Pay', level: 2 })).toBeVisible();
    expect(within(region).getByRole('textbox', { name: 'Account Number' })).toHaveValue('1000001');
    expect(shadowOf(element).queryByRole('button', { name: 'Quick Pay' })).toBeNull();
    act(() => widget.open());
    expect(shadowOf(element).queryByRole('dialog')).toBeNull();
    expect(shadowOf(element).getByRole('region', { name: 'Quick Pay' })).toBe(region);
    await waitFor(() =>
      expect(events).toEqual([{ type: 'coop-quick-pay:ready', detail: {}, composed: true }]),
    );
  });
});
