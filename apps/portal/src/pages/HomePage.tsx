import { useSiteSettings } from '@coop-portal/api-client/react';
import * as frame from '../frame/frame.css';

/** Home (doc 1 §2.3). The tiles (Quick Pay, Payment Options…) arrive with their features. */
export function HomePage() {
  const settings = useSiteSettings();
  return (
    <>
      <h1 className={frame.pageTitle}>{settings.data?.coopName ?? 'Member Portal'}</h1>
      <p>
        Pay your bill, see your usage and manage your accounts with{' '}
        {settings.data?.coopName ?? 'your cooperative'}.
      </p>
    </>
  );
}
