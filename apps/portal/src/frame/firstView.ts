import { afterPaint } from '@coop-portal/ui';
import { useIsFetching, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useRouterState } from '../routing/routerContext';

/**
 * How long the page stays settled, painted, before its first view counts as in: what the page
 * shows once its reads are answered (an image, a status one frame later) paints meanwhile.
 */
export const FIRST_VIEW_QUIET_MS = 1_000;

/** The longest the first view is waited for (a read that never settles, a page that polls). */
export const FIRST_VIEW_MAX_MS = 10_000;

/** The portals (by their query client) whose first view is in; it stays in. */
const shownFor = new WeakSet<QueryClient>();

/** Runs `task` when the browser is idle (at most a second later); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}

/**
 * Whether the portal's first view is in: the first page shown (its code loaded, no navigation
 * under way) with its reads answered (none in flight), painted, then FIRST_VIEW_QUIET_MS with
 * nothing more to read and the browser idle — or at the latest FIRST_VIEW_MAX_MS after the frame
 * showed. Parts of the frame that no first view needs (the footer, below the first screen; the
 * session warning, due two minutes before the session ends) load only then: on a phone's network
 * they would share it with the page's own code and reads. Once true, it stays true.
 */
export function useFirstViewShown(): boolean {
  const queryClient = useQueryClient();
  const router = useRouterState();
  const fetching = useIsFetching();
  const [shown, setShown] = useState(() => shownFor.has(queryClient));
  const [since] = useState(() => Date.now());
  const settled = router.initialized && router.navigation === 'idle' && fetching === 0;

  useEffect(() => {
    if (shown) return;
    const show = () => {
      shownFor.add(queryClient);
      setShown(true);
    };
    const latest = window.setTimeout(show, since + FIRST_VIEW_MAX_MS - Date.now());
    let quiet: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const cancelPaint = settled
      ? afterPaint(() => {
          quiet = window.setTimeout(() => (cancelIdle = whenIdle(show)), FIRST_VIEW_QUIET_MS);
        })
      : undefined;
    return () => {
      window.clearTimeout(latest);
      window.clearTimeout(quiet);
      cancelPaint?.();
      cancelIdle?.();
    };
  }, [queryClient, shown, settled, since]);

  return shown;
}

/** Renders `children` once the portal's first view is in (`useFirstViewShown`). */
export function AfterFirstView({ children }: { children: ReactNode }) {
  return useFirstViewShown() ? children : null;
}
