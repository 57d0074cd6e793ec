// The event details are declared here, not imported from @coop-portal/widgets: the published
// types of this package must name only what a page that installs it gets, and the widgets are
// bundled into its JavaScript, not installed beside it. events.test.ts checks they stay the same
// as the widgets' callback details.

/** `coop-quick-pay:verified`: the account was verified (step 2 shows). */
export interface QuickPayVerifiedDetail {
  accountNumber: string;
  memberNumber: string;
}

/** `coop-quick-pay:payment-started`: the hosted-payment form is about to be posted. */
export interface QuickPayPaymentStartedDetail {
  accountNumber: string;
  /** The amount, rounded to cents. */
  paymentAmount: number;
  /** `cc`: card; `echeck`: bank account. */
  paymentType: 'cc' | 'echeck';
  /** Where the hosted-payment form goes (the payment provider's page). */
  actionUrl: string;
}

/**
 * `coop-quick-pay:error`: the step a call failed at (`account`, `verify`, `pay`), or `load` when
 * the widget could not start (its script did not load, or a required attribute is missing).
 */
export interface QuickPayErrorDetail {
  step: 'account' | 'verify' | 'pay' | 'load';
  /** What the member is shown (or, for `load`, what is wrong). */
  message: string;
}

/** The events `<coop-quick-pay>` (and a quick-pay `mount()`) dispatch from the host element. */
export interface QuickPayEventMap {
  /** The widget is loaded and rendered: the dialog can open. */
  'coop-quick-pay:ready': Record<string, never>;
  /** The account was verified (step 2 shows). */
  'coop-quick-pay:verified': QuickPayVerifiedDetail;
  /** The payment was initiated; the hosted-payment form is about to be posted to the provider. */
  'coop-quick-pay:payment-started': QuickPayPaymentStartedDetail;
  /** A call failed, or the element is misconfigured; `message` is what the member is shown. */
  'coop-quick-pay:error': QuickPayErrorDetail;
  /** The dialog closed (and was reset). */
  'coop-quick-pay:closed': Record<string, never>;
}

export type QuickPayEventName = keyof QuickPayEventMap;

/** Each event as the DOM delivers it: a `CustomEvent` whose `detail` is the event's detail. */
export type QuickPayCustomEvents = {
  [Name in QuickPayEventName]: CustomEvent<QuickPayEventMap[Name]>;
};

/** Every event name, in the order a successful payment sees them (`closed` when closed instead). */
export const quickPayEventNames = [
  'coop-quick-pay:ready',
  'coop-quick-pay:verified',
  'coop-quick-pay:payment-started',
  'coop-quick-pay:error',
  'coop-quick-pay:closed',
] as const satisfies readonly QuickPayEventName[];

/** A `CustomEvent` that bubbles and crosses the shadow boundary, dispatched from the host element. */
export function dispatchQuickPayEvent<Name extends QuickPayEventName>(
  host: Element,
  name: Name,
  detail: QuickPayEventMap[Name],
) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * `coop-outage:reported`: a report was received (also one kept on the device while offline and
 * sent later). Only the account number and the server's message: no other personal data.
 */
export interface OutageReportedDetail {
  accountNumber: string;
  /** The server's message, as the visitor reads it. */
  statusMessage: string;
}

/**
 * `coop-outage:error`: the step a call failed at (`verify`: the account verification, `report`:
 * the report), or `load` when the widget could not start (its script did not load, or a required
 * attribute is missing).
 */
export interface OutageErrorDetail {
  step: 'verify' | 'report' | 'load';
  /** What the visitor is shown (or, for `load`, what is wrong). */
  message: string;
}

/** The events `<coop-outage>` (and an outage `mount()`) dispatch from the host element. */
export interface OutageEventMap {
  /** The widget is loaded and rendered. */
  'coop-outage:ready': Record<string, never>;
  /** A report was received. */
  'coop-outage:reported': OutageReportedDetail;
  /** A call failed, or the element is misconfigured; `message` is what the visitor is shown. */
  'coop-outage:error': OutageErrorDetail;
}

export type OutageEventName = keyof OutageEventMap;

/** Each event as the DOM delivers it: a `CustomEvent` whose `detail` is the event's detail. */
export type OutageCustomEvents = {
  [Name in OutageEventName]: CustomEvent<OutageEventMap[Name]>;
};

/** Every `<coop-outage>` event name, in the order a report sees them. */
export const outageEventNames = [
  'coop-outage:ready',
  'coop-outage:reported',
  'coop-outage:error',
] as const satisfies readonly OutageEventName[];

/** A `coop-outage:*` `CustomEvent` that bubbles and crosses the shadow boundary. */
export function dispatchOutageEvent<Name extends OutageEventName>(
  host: Element,
  name: Name,
  detail: OutageEventMap[Name],
) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
