import { Dialog } from '@coop-portal/ui';
import {
  OutageReport,
  outageReportMessages,
  outageReportTranslations,
  type OutageReportedDetail,
  type OutageReportErrorDetail,
} from '@coop-portal/widgets';
import { useCatalogue, useLocale } from '@coop-portal/ui';
import { useState } from 'react';
import { dispatchOutageEvent } from '../events';
import { defaultOutageLabels } from './label';

/** The outage part of the mount options. */
export interface OutageEmbedOptions {
  /** Prefills the verification's account number (its first 12 characters, when digits). */
  accountNumber?: string | null;
  /**
   * `button` (default): a themed button that opens the outage report in a dialog. `inline`: the
   * outage report itself, rendered in the page as soon as the widget loads.
   */
  mode?: 'button' | 'inline';
  /** The button's text (default the report form's title in the widget's language). */
  label?: string;
}

export interface OutageEmbedProps extends OutageEmbedOptions {
  /** The element the events are dispatched from. */
  host: HTMLElement;
  /** Opens the dialog each time it changes (the element's or the handle's `open()`). */
  openRequest: number;
  /**
   * The open requests already seen when the host first asked for it (a request made while it was
   * still on its way to the screen, its wording loading, still opens it).
   */
  openBaseline: number;
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
  openBaseline,
}: OutageEmbedProps) {
  const [isOpen, setOpen] = useState(false);
  const locale = useLocale();
  const text = useCatalogue(outageReportMessages, outageReportTranslations);
  const [seenRequest, setSeenRequest] = useState(openBaseline);
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
        {label?.trim() || defaultOutageLabels[locale]}
      </button>
      <Dialog title={text.heading} size="md" isOpen={isOpen} onOpenChange={setOpen}>
        <OutageReport {...report} showHeading={false} headingLevel={2} />
      </Dialog>
    </>
  );
}
