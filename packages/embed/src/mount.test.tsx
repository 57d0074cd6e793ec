import { createDemoServer } from '@coop-portal/mocks/node';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount } from './mount';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const options = {
  widget: 'contact-details',
  apiBaseUrl: 'https://api.prairierivers.example',
  applicationId: 'web',
} as const;

function host() {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('embed mount(): a widget on any page, isolated in a shadow root', () => {
  it('renders the widget inside an open shadow root, not in the host page', async () => {
    const element = host();
    act(() => {
      mount(element, options);
    });
    const shadow = element.shadowRoot;
    expect(shadow).not.toBeNull();
    await waitFor(() =>
      expect(shadow?.textContent).toContain('1200 Cooperative Way, Riverbend, KS 66000'),
    );
    expect(document.body.textContent).not.toContain('Cooperative Way');
    expect(shadow?.querySelector('.coop-embed-root')).not.toBeNull();
  });

  it('update() changes options in place; unmount() removes everything it added', async () => {
    const element = host();
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(element, options);
    });
    act(() => widget.update({ colorScheme: 'dark' }));
    expect(element).toHaveAttribute('data-coop-theme', 'dark');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Contact Us'));
    act(() => widget.unmount());
    expect(element.shadowRoot?.childNodes.length ?? 0).toBe(0);
    expect(element).not.toHaveAttribute('data-coop-theme');
    expect(() => widget.unmount()).not.toThrow();
  });

  it('in Spanish (US): open() called before the Spanish wording is in still opens the dialog, once it is', async () => {
    const element = host();
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(element, { ...options, widget: 'quick-pay', locale: 'es-US' });
      widget.open();
    });
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Número de cuenta'));
    expect(element.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => widget.unmount());
  });

  it('says clearly what is missing instead of failing later', () => {
    expect(() => mount(host(), { ...options, apiBaseUrl: ' ' })).toThrow(
      '@coop-portal/embed mount(): missing apiBaseUrl',
    );
    expect(() =>
      mount(host(), { ...options, widget: 'usage' as unknown as 'contact-details' }),
    ).toThrow('unknown widget "usage"');
  });
});
