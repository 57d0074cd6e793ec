import { useCatalogue, useLocale } from '@coop-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import * as styles from './frame.css';
import { lateFrameMessages, lateFrameTranslations } from './lateMessages';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * While the browser says it is offline: a note that the page shows what was last read, and from
 * when (the oldest answer the page shows). TanStack Query holds reads while offline and keeps the
 * answers it has, so the page goes on showing them rather than an error. The live region is always
 * there (empty while online), so its text is announced politely when the connection drops. The time
 * is written as the portal's language writes it ('3:05 PM', '3:05 p.m.').
 */
export default function OfflineBanner() {
  const locale = useLocale();
  const m = useCatalogue(lateFrameMessages, lateFrameTranslations);
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const shown = useQueryClient()
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0);
  const since = Math.min(...shown.map((query) => query.state.dataUpdatedAt || Infinity));
  return (
    <div role="status" className={offline ? styles.offline : undefined}>
      {offline
        ? m.offline(
            since < Infinity
              ? new Date(since).toLocaleTimeString(locale, { timeStyle: 'short' })
              : undefined,
          )
        : null}
    </div>
  );
}
