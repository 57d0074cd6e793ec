import { useApiClient } from '@coop-portal/api-client/react';
import { useCatalogue, WrenchIcon } from '@coop-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '../routing/hooks';
import { startupQueries } from '../startup/startup';
import * as styles from './MaintenancePage.css';
import { pageMessages, pageTranslations } from './messages';

/** How often the maintenance page asks whether maintenance is over. */
export const MAINTENANCE_CHECK_INTERVAL_MS = 30_000;

/**
 * The maintenance page (doc 3 §2.11; doc 1 §2.1: no header and footer). It asks again every 30
 * seconds and leaves to home once the system is no longer under maintenance (doc 3 §4).
 */
export function MaintenancePage() {
  const m = useCatalogue(pageMessages, pageTranslations).maintenance;
  const navigate = useNavigate();
  const maintenance = useQuery({
    ...startupQueries(useApiClient()).maintenance,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: MAINTENANCE_CHECK_INTERVAL_MS,
  });
  const over = maintenance.data === false;
  useEffect(() => {
    if (over) void navigate('/home', { replace: true });
  }, [over, navigate]);
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.card}>
        <WrenchIcon className={styles.icon} />
        <h1 className={styles.title}>{m.title}</h1>
        <p className={styles.message}>{m.routine}</p>
        <p className={styles.thanks}>{m.thanks}</p>
      </div>
    </main>
  );
}
