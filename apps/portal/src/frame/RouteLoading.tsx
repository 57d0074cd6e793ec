import { Spinner } from '@coop-portal/ui';
import * as styles from './frame.css';

/** Shown while a page's code or data loads. */
export function RouteLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading the page" showLabel />
    </div>
  );
}
