import { NativeButton } from '@coop-portal/ui';
import * as styles from './StartupError.css';

export interface StartupErrorProps {
  message: string;
  details?: string;
}

/** What a visitor sees when the portal cannot start: a clear message and a way to try again. */
export function StartupError({ message, details }: StartupErrorProps) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>The member portal could not start</h1>
      <p className={styles.message} role="alert">
        {message}
      </p>
      {details ? <pre className={styles.details}>{details}</pre> : null}
      <NativeButton variant="primary" onPress={() => window.location.reload()}>
        Reload the page
      </NativeButton>
    </main>
  );
}
