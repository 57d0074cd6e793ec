import { NativeButton, useCatalogue } from '@coop-portal/ui';
import { usePageError } from '../routing/router';
import * as styles from './frame.css';
import { frameMessages, frameTranslations } from './messages';

/** A page that failed to load or render: a clear message, never a blank screen. */
export function RouteError() {
  const m = useCatalogue(frameMessages, frameTranslations).routeError;
  const error = usePageError();
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const message = chunkFailed ? m.codeFailed : m.failed;
  return (
    <main className={styles.main} id="main">
      <h1 className={styles.pageTitle}>{m.title}</h1>
      <p role="alert">{message}</p>
      <NativeButton variant="primary" onPress={() => window.location.reload()}>
        {m.reload}
      </NativeButton>
    </main>
  );
}
