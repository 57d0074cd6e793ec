import {
  QuickPay,
  QuickPayDialog,
  type QuickPayErrorDetail,
  type QuickPayPaymentStartedDetail,
  type QuickPayVerifiedDetail,
} from '@coop-portal/widgets';
import { useLocale } from '@coop-portal/ui';
import { useState } from 'react';
import { dispatchQuickPayEvent } from '../events';
import { defaultQuickPayLabels } from './label';

/** The Quick Pay part of the mount options. */
export interface QuickPayEmbedOptions {
  /** Prefills the account number (its first 12 characters, when they are digits). */
  accountNumber?: string | null;
  /**
   * `button` (default): a themed button that opens the Quick Pay dialog. `inline`: the Quick Pay
   * flow itself, rendered in the page (no button, no dialog) as soon as the widget loads.
   */
  mode?: 'button' | 'inline';
  /** The button's text (default the dialog's title in the widget's language: 'Quick Pay'). */
  label?: string;
}

export interface QuickPayEmbedProps extends QuickPayEmbedOptions {
  /** The element the events are dispatched from. */
  host: HTMLElement;
  /**
   * Opens the dialog each time it changes (the element's or the handle's `open()`); inline, the
   * flow is always shown and it changes nothing.
   */
  openRequest: number;
  /**
   * The open requests already seen when the host first asked for it (a request made while it was
   * still on its way to the screen, its wording loading, still opens it).
   */
  openBaseline: number;
}

/**
 * The trigger button (`part="button"`) and the Quick Pay dialog, or inline the Quick Pay flow in
 * the page, reporting to the host page with `coop-quick-pay:*` events from the host element.
 */
export function QuickPayEmbed({
  host,
  accountNumber,
  mode = 'button',
  label,
  openRequest,
  openBaseline,
}: QuickPayEmbedProps) {
  const [isOpen, setOpen] = useState(false);
  const locale = useLocale();
  const [seenRequest, setSeenRequest] = useState(openBaseline);
  if (seenRequest !== openRequest) {
    setSeenRequest(openRequest);
    if (mode !== 'inline') setOpen(true);
  }
  const events = {
    onVerified: (detail: QuickPayVerifiedDetail) =>
      dispatchQuickPayEvent(host, 'coop-quick-pay:verified', detail),
    onPaymentStarted: (detail: QuickPayPaymentStartedDetail) =>
      dispatchQuickPayEvent(host, 'coop-quick-pay:payment-started', detail),
    onError: (detail: QuickPayErrorDetail) =>
      dispatchQuickPayEvent(host, 'coop-quick-pay:error', detail),
  };
  if (mode === 'inline') {
    return <QuickPay accountNumber={accountNumber} {...events} />;
  }
  return (
    <>
      <button
        type="button"
        part="button"
        className="coop-embed-trigger"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        {label?.trim() || defaultQuickPayLabels[locale]}
      </button>
      <QuickPayDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        accountNumber={accountNumber}
        {...events}
        onClose={() => dispatchQuickPayEvent(host, 'coop-quick-pay:closed', {})}
      />
    </>
  );
}
