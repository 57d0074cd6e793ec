import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import * as styles from './frame.css';
import { frameMessages } from './messages';

const m = frameMessages.offline;

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
 * there (empty while online), so its text is announced politely when the connection drops.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const queryClient = useQueryClient();
  let since = Infinity;
  if (offline) {
    for (const query of queryClient.getQueryCache().getAll()) {
      const at = query.state.dataUpdatedAt;
      if (at > 0 && query.getObserversCount() > 0) since = Math.min(since, at);
    }
  }
  return (
    <div role="status" className={offline ? styles.offline : undefined}>
      {offline ? (
        <p className={styles.offlineText}>
          <strong>{m.title}</strong>{' '}
          {since < Infinity
            ? m.since(new Date(since).toLocaleTimeString('en-US', { timeStyle: 'short' }))
            : m.noData}
        </p>
      ) : null}
    </div>
  );
}
