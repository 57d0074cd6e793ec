import { useMemo, useSyncExternalStore } from 'react';

interface UrlStore {
  subscribe: (notify: () => void) => () => void;
  getSnapshot: () => string | null;
}

/** An object URL as an external resource: created on subscribe, revoked on unsubscribe. */
function objectUrlStore(blob: Blob): UrlStore {
  let url: string | null = null;
  return {
    subscribe(notify) {
      url = URL.createObjectURL(blob);
      notify();
      return () => {
        if (url) URL.revokeObjectURL(url);
        url = null;
      };
    },
    getSnapshot: () => url,
  };
}

const none: UrlStore = { subscribe: () => () => {}, getSnapshot: () => null };

/**
 * An object URL for the Blob while one is given: revoked as soon as the Blob changes, null is
 * given (e.g. the dialog closed) or the component unmounts. Each URL has one create and one
 * revoke, StrictMode's double mount included; null on the first render.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const store = useMemo(() => (blob ? objectUrlStore(blob) : none), [blob]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}
