import { Alert, DismissibleAlert } from '@coop-portal/ui';
import type { Ref } from 'react';

/** What an action ended with: its message and tone. */
export interface Outcome {
  tone: 'success' | 'error' | 'info';
  message: string;
}

export interface OutcomeAlertProps {
  /** The outcome to show; nothing shows without one. */
  outcome: Outcome | null;
  /** The error's dismiss button was pressed. */
  onDismiss: () => void;
  /** The dismiss button's name, e.g. 'Dismiss'. */
  dismissLabel: string;
  /** The focusable box around the alert (e.g. from `useFocusOnChange`), so focus can go to it. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The outcome of a widget's action (a save, a removal, an enrolment) in one focusable box: an error
 * the member can dismiss, or a success (or info) alert.
 */
export function OutcomeAlert({
  outcome,
  onDismiss,
  dismissLabel,
  ref,
  className,
}: OutcomeAlertProps) {
  if (!outcome) return null;
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      {outcome.tone === 'error' ? (
        <DismissibleAlert tone="error" onDismiss={onDismiss} dismissLabel={dismissLabel}>
          {outcome.message}
        </DismissibleAlert>
      ) : (
        <Alert tone={outcome.tone}>{outcome.message}</Alert>
      )}
    </div>
  );
}
