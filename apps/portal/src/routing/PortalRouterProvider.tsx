import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, stripBasename, type Location } from './history';
import { NavigationContext } from './hooks';
import type { PortalRouter, PortalRouterState } from './navigation';
import { RouterStateContext } from './routerContext';
import { renderMatches } from './routeView';

/** The location as pages see it: its pathname without the basename. */
function withoutBasename(location: Location, basename: string): Location {
  const pathname = stripBasename(location.pathname, basename);
  return pathname === null || pathname === location.pathname ? location : { ...location, pathname };
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
 * The router's state, each change rendered as a transition (as React Router's RouterProvider does):
 * React renders a new page in slices and lets the browser answer input in between, instead of one
 * long task that blocks the page (a phone's first view renders the whole frame and page at once).
 */
function useRouterStateInTransitions(router: PortalRouter): PortalRouterState {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const update = () => startTransition(() => setState(router.state));
    // A change between the first render and this subscription is not missed.
    update();
    return router.subscribe(update);
  }, [router]);
  return state;
}

/**
 * Shows the router's pages: the matched routes of the location the router publishes, each in its
 * route's view, and, until the first page is ready, the first route's HydrateFallback.
 */
export function PortalRouterProvider({ router }: { router: PortalRouter }) {
  const state = useRouterStateInTransitions(router);
  const Fallback = router.routes[0]?.HydrateFallback;
  useScrollOnNavigation(router, state);
  const { basename, navigator } = router;
  // The same elements until the matches change: a render of the provider for another reason (the
  // navigation's 'loading', the language) leaves the pages to the contexts they read.
  const pages = useMemo(
    () => renderMatches(state.matches, router, Fallback),
    [state.matches, router, Fallback],
  );
  const navigation = useMemo(
    () => ({
      location: withoutBasename(state.location, basename),
      action: state.action,
      basename,
      navigator,
    }),
    [state.location, state.action, basename, navigator],
  );
  return (
    <RouterStateContext value={state}>
      <NavigationContext value={navigation}>
        {state.initialized ? pages : Fallback ? <Fallback /> : null}
      </NavigationContext>
    </RouterStateContext>
  );
}
