import { Dialog, useOverlayState } from '@coop-portal/ui';
import { useState } from 'react';
import {
  QuickPayActions,
  QuickPaySteps,
  QuitQuestion,
  RecentPaymentQuestion,
} from './QuickPayFlow';
import { useQuickPayFlow, type QuickPayFlowProps } from './useQuickPayFlow';

export interface QuickPayDialogProps extends QuickPayFlowProps {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). Inside a `DialogTrigger`, leave both out. */
  defaultOpen?: boolean;
  /** The dialog asks to open or close (closing mid-way only after the quit confirmation's Yes). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The dialog closed (and was reset). */
  onClose?: () => void;
}

/**
 * Quick Pay (doc 1 §2.5, §4.1, §5.1, §8) in a dialog: a guest pays a bill without signing in. A
 * 600px dialog titled 'Quick Pay' with the stepper 1 Account, 2 Verify, 3 Pay: verify the account
 * by account number and the last 4 phone digits, confirm it, choose amount and payment type, then
 * the hosted-payment form is posted to the payment provider. Closing mid-way asks first; closing
 * resets the flow. Every rule comes from `@coop-portal/validation` and every call goes through
 * `@coop-portal/api-client`; it needs only a `CoopWidgetProvider`. For the same flow in the page,
 * use `QuickPay`.
 */
export function QuickPayDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  ...flowProps
}: QuickPayDialogProps) {
  const { isOpen: open, setOpen } = useOverlayState({ isOpen, defaultOpen, onOpenChange });
  const { flow, headingRef } = useQuickPayFlow(flowProps);
  const { text } = flow;
  const [isQuitOpen, setQuitOpen] = useState(false);

  // A new prefill from the host (e.g. the route's query changed) fills step 1 while the dialog is
  // closed.
  if (flow.hasNewPrefill && !open) flow.applyNewPrefill();

  const close = () => {
    flow.reset();
    setQuitOpen(false);
    setOpen(false);
    onClose?.();
  };

  const requestClose = () => {
    if (flow.isMidWay) setQuitOpen(true);
    else close();
  };

  return (
    <Dialog
      title={text.title}
      size="md"
      isOpen={open}
      onOpenChange={(next) => (next ? setOpen(true) : requestClose())}
      closeLabel={text.closeLabel}
      footer={<QuickPayActions flow={flow} />}
    >
      <QuickPaySteps flow={flow} headingRef={headingRef} />
      <RecentPaymentQuestion flow={flow} />
      <QuitQuestion
        text={text}
        isOpen={isQuitOpen}
        onQuit={close}
        onStay={() => setQuitOpen(false)}
      />
    </Dialog>
  );
}
