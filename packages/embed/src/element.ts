import type { OutageCustomEvents, QuickPayCustomEvents } from './events';

/**
 * The attributes `<coop-quick-pay>` reads. Every one is observed: changing it updates the widget
 * in place.
 */
export interface CoopQuickPayAttributes {
  /** The co-op API's base URL (required). */
  'api-base-url': string;
  /** The co-op's application id (required). */
  'application-id': string;
  /** Prefills the account number (its first 12 characters, when they are digits). */
  'account-number'?: string;
  /**
   * `button` (default): a themed button that opens the Quick Pay dialog. `inline`: the Quick Pay
   * flow itself, rendered in the page (no button, no dialog).
   */
  mode?: 'button' | 'inline';
  /** `light` or `dark`; leave it out to follow the visitor's system setting. */
  theme?: 'light' | 'dark';
  /** The button's text (default 'Quick Pay'; 'Pago rápido' in Spanish). */
  label?: string;
  /** Request time-out in milliseconds (default 30000). */
  'request-timeout'?: number | `${number}`;
  /**
   * The widget's language: `en` (English, the default) or `es` (Spanish), any region. Leave it out
   * to follow the page's language (its `<html lang>`); changing either updates the widget.
   */
  lang?: string;
}

/** The names of the attributes `<coop-quick-pay>` reads. */
export type CoopQuickPayAttributeName = keyof CoopQuickPayAttributes;

/**
 * A `<coop-quick-pay>` element, defined by the loader script (`dist/cdn/coop-quick-pay.*.js`).
 * It dispatches the `coop-quick-pay:*` events (`QuickPayEventMap`), which bubble and are composed.
 */
export interface CoopQuickPayElement extends HTMLElement {
  /** Opens the Quick Pay dialog (fetching the widget first if needed); inline, it does nothing. */
  open(): void;
}

/**
 * The attributes `<coop-outage>` reads. Every one is observed: changing it updates the widget in
 * place.
 */
export interface CoopOutageAttributes {
  /** The co-op API's base URL (required). */
  'api-base-url': string;
  /** The co-op's application id (required). */
  'application-id': string;
  /** Prefills the account number of the verification (its first 12 characters, when digits). */
  'account-number'?: string;
  /**
   * `button` (default): a themed button that opens the outage report in a dialog. `inline`: the
   * outage report itself, rendered in the page.
   */
  mode?: 'button' | 'inline';
  /** `light` or `dark`; leave it out to follow the visitor's system setting. */
  theme?: 'light' | 'dark';
  /** The button's text (default 'Report an Outage'; 'Reportar un apagón' in Spanish). */
  label?: string;
  /** Request time-out in milliseconds (default 30000). */
  'request-timeout'?: number | `${number}`;
  /**
   * The widget's language: `en` (English, the default) or `es` (Spanish), any region. Leave it out
   * to follow the page's language (its `<html lang>`); changing either updates the widget.
   */
  lang?: string;
}

/** The names of the attributes `<coop-outage>` reads. */
export type CoopOutageAttributeName = keyof CoopOutageAttributes;

/**
 * A `<coop-outage>` element, defined by its loader script (`dist/cdn/coop-outage.*.js`). It
 * dispatches the `coop-outage:*` events (`OutageEventMap`), which bubble and are composed.
 */
export interface CoopOutageElement extends HTMLElement {
  /** Opens the outage report dialog (fetching the widget first if needed); inline, nothing. */
  open(): void;
}

// Once a program includes these types (any import from this package), the DOM knows the element
// and its events: `document.querySelector('coop-quick-pay')` is a CoopQuickPayElement, and
// `addEventListener('coop-quick-pay:…', (event) => event.detail…)` types `detail`, on the element
// and, since the events bubble out of it, on every element above it, the document and the window.
declare global {
  interface HTMLElementTagNameMap {
    'coop-quick-pay': CoopQuickPayElement;
    'coop-outage': CoopOutageElement;
  }
  interface HTMLElementEventMap extends QuickPayCustomEvents, OutageCustomEvents {}
  interface DocumentEventMap extends QuickPayCustomEvents, OutageCustomEvents {}
  interface WindowEventMap extends QuickPayCustomEvents, OutageCustomEvents {}
}
