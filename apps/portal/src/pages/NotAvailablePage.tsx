import { Link } from '@coop-portal/ui';
import { useRouteTitles } from '../routing/handle';
import * as frame from '../frame/frame.css';

/**
 * The page of a route whose screen is not built yet: its title and a clear note inside the frame,
 * never a crash or a blank page.
 */
export function NotAvailablePage() {
  const [title = 'This page'] = useRouteTitles();
  return (
    <>
      <h1 className={frame.pageTitle}>{title}</h1>
      <p>This page is not available yet in this version of the member portal.</p>
      <p>
        <Link href="/home" variant="standalone">
          Go to the home page
        </Link>
      </p>
    </>
  );
}
