import type {
  QuickPayErrorDetail,
  QuickPayPaymentStartedDetail,
  QuickPayVerifiedDetail,
} from '@coop-portal/widgets';

/** The events `<coop-quick-pay>` (and a quick-pay `mount()`) dispatch from the host element. */
export interface QuickPayEventMap {
  /** The widget is loaded and rendered: the dialog can open. */
  'coop-quick-pay:ready': Record<string, never>;
  /** The account was verified (step 2 shows). */
  'coop-quick-pay:verified': QuickPayVerifiedDetail;
  /** The payment was initiated; the hosted-payment form is about to be posted to the provider. */
  'coop-quick-pay:payment-started': QuickPayPaymentStartedDetail;
  /** A call failed, or the element is misconfigured; `message` is what the member is shown. */
  'coop-quick-pay:error': QuickPayErrorDetail | { step: 'load'; message: string };
  /** The dialog closed (and was reset). */
  'coop-quick-pay:closed': Record<string, never>;
}

export type QuickPayEventName = keyof QuickPayEventMap;

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
