import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { NavigationType, Router, useRoutes, type RouteObject } from 'react-router';
import type { PortalRouter, PortalRouterState } from './navigation';
import { RouterStateContext } from './routerContext';
import { toRouteElements } from './routeView';

function RouteTree({ elements }: { elements: RouteObject[] }) {
  return useRoutes(elements);
}

/**
 * After a navigation has shown its page: a new page starts at the top (or at its `#hash`); back
 * and forward return to where that page was scrolled. The first page is the browser's.
 */
function useScrollOnNavigation(router: PortalRouter, state: PortalRouterState) {
  const { key, hash } = state.location;
  const shown = state.initialized;
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!router.scrollPosition || !shown) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = state.action === NavigationType.Pop ? router.scrollPosition(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new location scrolls: the key changes with every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, shown]);
}

/**
 * Shows the router's pages (in place of React Router's RouterProvider): React Router's declarative
 * <Router> on the location the portal's router publishes, and, until the first page is ready, the
 * first route's HydrateFallback.
 */
export function PortalRouterProvider({ router }: { router: PortalRouter }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const elements = useMemo(() => toRouteElements(router.routes, router.loadedComponent), [router]);
  const Fallback = router.routes[0]?.HydrateFallback;
  useScrollOnNavigation(router, state);
  return (
    <RouterStateContext value={state}>
      <Router
        basename={router.basename}
        location={state.location}
        navigationType={state.action}
        navigator={router.navigator}
      >
        {state.initialized ? <RouteTree elements={elements} /> : Fallback ? <Fallback /> : null}
      </Router>
    </RouterStateContext>
  );
}
