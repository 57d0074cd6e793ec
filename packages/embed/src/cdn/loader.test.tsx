import { createDemoServer } from '@coop-portal/mocks/node';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMount, outageView, quickPayView } from '../core';
import { registerKey } from './protocol';

// The loader's build-time constants (scripts/build-cdn.mjs defines them).
Object.assign(globalThis, {
  __COOP_VERSION__: '9.9.9',
  __COOP_WIDGET_FILE__: 'coop-quick-pay-widget.9.9.9.test.js',
  __COOP_WIDGET_INTEGRITY__: 'sha384-test',
  __COOP_THEME_CSS__: ':host { --coop-color-text-default: #1b1f24; }',
});

const server = createDemoServer();
const mounts: HTMLElement[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./loader');
  // The `<coop-outage>` loader of the same page, with its own widget file (tests at the end).
  Object.assign(globalThis, {
    __COOP_WIDGET_FILE__: 'coop-outage-widget.9.9.9.test.js',
    __COOP_WIDGET_INTEGRITY__: 'sha384-outage-test',
  });
  await import('./outageLoader');
});
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
  mounts.length = 0;
});
afterAll(() => server.close());

/** The widget script, as if the loader had fetched it: the real Quick Pay mount, counted. */
function registerWidget() {
  const mount = createMount({ 'quick-pay': quickPayView }, '');
  window.CoopPortalEmbed?.[registerKey]({
    version: '9.9.9',
    mount: (element, options) => {
      mounts.push(element);
      return mount(element, options);
    },
  });
}

function element(attributes: Record<string, string>) {
  const el = document.createElement('coop-quick-pay');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const shadowOf = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
const attributes = { 'api-base-url': 'https://api.prairierivers.example', 'application-id': 'web' };

describe('<coop-quick-pay>: the loader', () => {
  it('defines the element and only the one namespaced global', () => {
    expect(customElements.get('coop-quick-pay')).toBeDefined();
    expect(window.CoopPortalEmbed?.version).toBe('9.9.9');
    expect(Object.isFrozen(window.CoopPortalEmbed)).toBe(true);
  });

  it('draws the button at once and fetches the widget script, with its SRI hash, on intent', () => {
    const el = element({ ...attributes, theme: 'dark', label: 'Pay my bill' });
    const button = shadowOf(el).getByRole('button', { name: 'Pay my bill' });
    expect(button).toHaveAttribute('part', 'button');
    expect(el).toHaveAttribute('data-coop-theme', 'dark');
    expect(document.head.querySelector('script')).toBeNull();

    fireEvent.pointerEnter(button);
    const script = document.head.querySelector('script');
    expect(script?.src).toMatch(/\/coop-quick-pay-widget\.9\.9\.9\.test\.js$/);
    expect(script?.integrity).toBe('sha384-test');
    expect(script?.crossOrigin).toBe('anonymous');
    script?.remove();
  });

  it('a click before the widget arrives opens the dialog once it has, one button', async () => {
    registerWidget();
    const el = element(attributes);
    const placeholder = shadowOf(el).getByRole('button', { name: 'Quick Pay' });
    placeholder.focus();
    fireEvent.click(placeholder);
    await act(async () => {
      await window.CoopPortalEmbed?.load();
    });
    expect(mounts).toEqual([el]);
    expect(await shadowOf(el).findByRole('dialog', { name: 'Quick Pay' })).toBeInTheDocument();
    // One button: the loader's stand-in gave way to the widget's.
    expect(el.shadowRoot?.querySelectorAll('button[part="button"]')).toHaveLength(1);
  });

  it('mode="inline" loads at once and renders the flow in the page, no button, no dialog', async () => {
    registerWidget();
    const el = element({ ...attributes, mode: 'inline', 'account-number': '1000001' });
    // Before the widget arrives the loader draws no button either.
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
    const region = await shadowOf(el).findByRole('region', { name: 'Quick Pay' });
    expect(within(region).getByRole('textbox', { name: 'Account Number' })).toHaveValue('1000001');
    expect(el.shadowRoot?.querySelector('[role="dialog"]')).toBeNull();
    expect(el.shadowRoot?.querySelector('button[part="button"]')).toBeNull();
  });

  it('attribute changes update the widget: mode, label, theme', async () => {
    registerWidget();
    const el = element({ ...attributes, mode: 'inline' });
    await shadowOf(el).findByRole('region', { name: 'Quick Pay' });
    act(() => el.setAttribute('mode', 'button'));
    expect(shadowOf(el).queryByRole('region', { name: 'Quick Pay' })).toBeNull();
    act(() => el.setAttribute('label', 'Pay now'));
    expect(el.shadowRoot?.querySelector('button[part="button"]')).toHaveTextContent('Pay now');
    act(() => el.setAttribute('theme', 'light'));
    expect(el).toHaveAttribute('data-coop-theme', 'light');
  });

  it('switching a waiting element to mode="inline" drops the button and loads', async () => {
    registerWidget();
    const el = element(attributes);
    expect(shadowOf(el).getByRole('button', { name: 'Quick Pay' })).toBeInTheDocument();
    act(() => el.setAttribute('mode', 'inline'));
    expect(await shadowOf(el).findByRole('region', { name: 'Quick Pay' })).toBeInTheDocument();
    expect(el.shadowRoot?.querySelectorAll('button[part="button"]')).toHaveLength(0);
  });

  it('reports what is missing as an error event instead of failing silently', async () => {
    const errors: unknown[] = [];
    document.addEventListener('coop-quick-pay:error', (event) =>
      errors.push((event as CustomEvent).detail),
    );
    const el = element({ 'application-id': 'web', mode: 'inline' });
    await waitFor(() =>
      expect(errors).toEqual([{ step: 'load', message: '<coop-quick-pay>: missing api-base-url' }]),
    );
    // Nothing to show: the placeholder stays empty.
    expect(el.shadowRoot?.querySelector('.coop-embed-root')).toBeEmptyDOMElement();
  });

  it('lang="es": the button and the flow in Spanish (US); without it, the page’s language, followed as it changes', async () => {
    // Before the widget arrives: the loader's button in the element's language.
    const waiting = element({ ...attributes, lang: 'es' });
    expect(shadowOf(waiting).getByRole('button', { name: 'Pago rápido' })).toBeInTheDocument();
    waiting.remove();

    registerWidget();
    const spanish = element({ ...attributes, lang: 'es-MX', mode: 'inline' });
    const region = await shadowOf(spanish).findByRole('region', { name: 'Pago rápido' });
    expect(within(region).getByRole('textbox', { name: 'Número de cuenta' })).toBeInTheDocument();
    spanish.remove();

    // No lang of its own: the page's, and a page that switches language switches the widget.
    const following = element({ ...attributes, mode: 'inline' });
    await shadowOf(following).findByRole('region', { name: 'Quick Pay' });
    try {
      act(() => document.documentElement.setAttribute('lang', 'es'));
      expect(await shadowOf(following).findByRole('region', { name: 'Pago rápido' })).toBeVisible();
      // Its own lang wins over the page's.
      act(() => following.setAttribute('lang', 'en'));
      expect(await shadowOf(following).findByRole('region', { name: 'Quick Pay' })).toBeVisible();
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('removing the element unmounts the widget', async () => {
    registerWidget();
    const el = element({ ...attributes, mode: 'inline' });
    await shadowOf(el).findByRole('region', { name: 'Quick Pay' });
    act(() => el.remove());
    expect(el.shadowRoot?.querySelector('section')).toBeNull();
  });
});

const outageMounts: string[] = [];
afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  outageMounts.length = 0;
});

/** The outage widget script, as if the loader had fetched it: the real outage mount, counted. */
function registerOutageWidget() {
  const mount = createMount({ outage: outageView }, '');
  window.CoopPortalEmbed?.[registerKey]({
    version: '9.9.9',
    widgets: ['outage'],
    mount: (element, options) => {
      outageMounts.push(element.tagName.toLowerCase());
      return mount(element, options);
    },
  });
}

function outageElement(attributes: Record<string, string>) {
  const el = document.createElement('coop-outage');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

describe('<coop-outage>: its loader, on a page that has the Quick Pay loader too', () => {
  it('defines its element beside <coop-quick-pay>, with the one namespaced global', () => {
    expect(customElements.get('coop-outage')).toBeDefined();
    expect(customElements.get('coop-quick-pay')).toBeDefined();
    expect(Object.isFrozen(window.CoopPortalEmbed)).toBe(true);
  });

  it('draws its button at once and fetches its own widget script, with its SRI hash, on intent', () => {
    const el = outageElement(attributes);
    const button = shadowOf(el).getByRole('button', { name: 'Report an Outage' });
    expect(button).toHaveAttribute('part', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.head.querySelector('script')).toBeNull();
    fireEvent.focus(button);
    const script = document.head.querySelector('script');
    expect(script?.src).toMatch(/\/coop-outage-widget\.9\.9\.9\.test\.js$/);
    expect(script?.integrity).toBe('sha384-outage-test');
  });

  it('a Quick Pay widget script does not answer for <coop-outage>', async () => {
    registerWidget();
    const el = outageElement({ ...attributes, mode: 'inline' });
    await act(async () => {
      await window.CoopPortalEmbed?.load('quick-pay');
    });
    expect(outageMounts).toEqual([]);
    expect(el.shadowRoot?.querySelector('.coop-embed-root')).toBeEmptyDOMElement();
  });

  it('mode="inline" loads at once and renders the outage report in the page', async () => {
    registerOutageWidget();
    const el = outageElement({ ...attributes, mode: 'inline', 'account-number': '1000002' });
    const region = await shadowOf(el).findByRole('region', { name: 'Report an Outage' });
    expect(within(region).getByRole('textbox', { name: 'Account Number' })).toHaveValue('1000002');
    expect(outageMounts).toEqual(['coop-outage']);
  });

  it('window.CoopPortalEmbed.mount() of an outage widget uses the outage loader', async () => {
    registerOutageWidget();
    const host = document.createElement('div');
    document.body.append(host);
    act(() => {
      window.CoopPortalEmbed?.mount(host, {
        widget: 'outage',
        mode: 'inline',
        apiBaseUrl: attributes['api-base-url'],
        applicationId: attributes['application-id'],
      });
    });
    await waitFor(() => expect(outageMounts).toEqual(['div']));
    expect(
      await shadowOf(host).findByRole('region', { name: 'Report an Outage' }),
    ).toBeInTheDocument();
  });

  it('reports what is missing as a coop-outage:error event', async () => {
    const errors: unknown[] = [];
    document.addEventListener('coop-outage:error', (event) =>
      errors.push((event as CustomEvent).detail),
    );
    outageElement({ 'api-base-url': attributes['api-base-url'], mode: 'inline' });
    await waitFor(() =>
      expect(errors).toEqual([{ step: 'load', message: '<coop-outage>: missing application-id' }]),
    );
  });
});
