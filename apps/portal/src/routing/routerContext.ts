import { createContext, use } from 'react';
import type { RouteHandle } from './handle';
import type { PortalRouterState } from './navigation';

/*
 * What the portal's router tells the components it shows: its state (set by PortalRouterProvider)
 * and, inside a route's ErrorBoundary, the error it shows.
 */

export const RouterStateContext = createContext<PortalRouterState | null>(null);
export const PageErrorContext = createContext<unknown>(undefined);

export function useRouterState(): PortalRouterState {
  const state = use(RouterStateContext);
  if (!state)
    throw new Error('The portal router is missing: render inside <PortalRouterProvider>.');
  return state;
}

/** The error an ErrorBoundary shows (a loader's, a page's code that failed to load, or a render's). */
export function usePageError(): unknown {
  return use(PageErrorContext);
}

/** 'loading' while a navigation prepares the next page. */
export function useNavigationState(): PortalRouterState['navigation'] {
  return useRouterState().navigation;
}

/** The handles of the routes shown, outermost first. */
export function useRouteHandles(): (RouteHandle | undefined)[] {
  return useRouterState().matches.map((match) => match.route.handle);
}
