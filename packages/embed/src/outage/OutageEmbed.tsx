import { Dialog } from '@coop-portal/ui';
import {
  OutageReport,
  outageReportMessages,
  type OutageReportedDetail,
  type OutageReportErrorDetail,
} from '@coop-portal/widgets';
import { useState } from 'react';
import { dispatchOutageEvent } from '../events';
import { defaultOutageLabel } from './label';

/** The outage part of the mount options. */
export interface OutageEmbedOptions {
  /** Prefills the verification's account number (its first 12 characters, when digits). */
  accountNumber?: string | null;
  /**
   * `button` (default): a themed button that opens the outage report in a dialog. `inline`: the
   * outage report itself, rendered in the page as soon as the widget loads.
   */
  mode?: 'button' | 'inline';
  /** The button's text (default 'Report an Outage'). */
  label?: string;
}

export interface OutageEmbedProps extends OutageEmbedOptions {
  /** The element the events are dispatched from. */
  host: HTMLElement;
  /** Opens the dialog each time it changes (the element's or the handle's `open()`). */
  openRequest: number;
}

/** The account number as a prefill: its first 12 characters, when they are digits. */
const prefill = (accountNumber: string | null | undefined) => {
  const value = (accountNumber ?? '').trim().slice(0, 12);
  return /^\d+$/.test(value) ? value : '';
};

/**
 * The trigger button (`part="button"`) and the outage report in a dialog, or inline the outage
 * report in the page, reporting to the host page with `coop-outage:*` events from the host element.
 */
export function OutageEmbed({
  host,
  accountNumber,
  mode = 'button',
  label,
  openRequest,
}: OutageEmbedProps) {
  const [isOpen, setOpen] = useState(false);
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (seenRequest !== openRequest) {
    setSeenRequest(openRequest);
    if (mode !== 'inline') setOpen(true);
  }
  const report = {
    accountNumber: prefill(accountNumber),
    onReported: ({ accountNumber: reported, statusMessage }: OutageReportedDetail) =>
      dispatchOutageEvent(host, 'coop-outage:reported', { accountNumber: reported, statusMessage }),
    onError: ({ step, message }: OutageReportErrorDetail) =>
      dispatchOutageEvent(host, 'coop-outage:error', { step, message }),
  };
  if (mode === 'inline') return <OutageReport {...report} className="coop-embed-surface" />;
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
        {label?.trim() || defaultOutageLabel}
      </button>
      <Dialog title={outageReportMessages.heading} size="md" isOpen={isOpen} onOpenChange={setOpen}>
        <OutageReport {...report} showHeading={false} headingLevel={2} />
      </Dialog>
    </>
  );
}
