import { Alert, Button, Spinner } from '@coop-portal/ui';
import { useErrorMessage } from '../shared/useErrorMessage';
import * as styles from './PaymentConfirmation.css';

/** A read under way: a spinner with its label shown. */
export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} showLabel />
    </div>
  );
}

export interface LoadFailedProps {
  /** What the read failed with. */
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed read: its message (the doc 1 §8 catalogue's) and a button to try again. */
export function LoadFailed({ error, retryLabel, onRetry }: LoadFailedProps) {
  const errorMessage = useErrorMessage();
  return (
    <>
      <Alert tone="error">{errorMessage(error)}</Alert>
      <Button variant="secondary" className={styles.retry} onPress={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
}
