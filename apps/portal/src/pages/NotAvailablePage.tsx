import { Link } from '@coop-portal/ui';
import { useRouteTitles } from '../routing/handle';
import { pageMessages } from './messages';
import * as styles from './pages.css';

const m = pageMessages.notAvailable;

/**
 * The page of a route whose screen is not built yet: its title and a clear note inside the frame,
 * never a crash or a blank page.
 */
export function NotAvailablePage() {
  const [title = m.fallbackTitle] = useRouteTitles();
  return (
    <>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.message}>{m.message}</p>
      <p className={styles.message}>
        <Link href="/home" variant="standalone">
          {m.home}
        </Link>
      </p>
    </>
  );
}
