import { NativeButton } from '@coop-portal/ui';
import { usePageError } from '../routing/router';
import * as styles from './frame.css';

/** A page that failed to load or render: a clear message, never a blank screen. */
export function RouteError() {
  const error = usePageError();
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const message = chunkFailed
    ? 'A new version of the portal is available, or the connection dropped while the page loaded.'
    : 'Something went wrong while showing this page.';
  return (
    <main className={styles.main} id="main">
      <h1 className={styles.pageTitle}>This page could not be shown</h1>
      <p role="alert">{message}</p>
      <NativeButton variant="primary" onPress={() => window.location.reload()}>
        Reload the page
      </NativeButton>
    </main>
  );
}
