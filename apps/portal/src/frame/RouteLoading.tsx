import { Spinner, useCatalogue } from '@coop-portal/ui';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './frame.css';

/** Shown while a page's code or data loads. */
export function RouteLoading() {
  const m = useCatalogue(frameMessages, frameTranslations);
  return (
    <div className={styles.loading}>
      <Spinner label={m.loadingPage} showLabel />
    </div>
  );
}
