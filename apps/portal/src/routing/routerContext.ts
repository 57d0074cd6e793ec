import { createContext, use, useEffect, useRef } from 'react';
import type { RouteHandle } from './handle';
import type { LeaveGuard, PortalRouter, PortalRouterState } from './navigation';

/*
 * What the portal's router tells the components it shows: its state (set by PortalRouterProvider)
 * and, inside a route's ErrorBoundary, the error it shows.
 */

export const RouterStateContext = createContext<PortalRouterState | null>(null);
export const PageErrorContext = createContext<unknown>(undefined);
export const RouterBlockContext = createContext<PortalRouter['block'] | null>(null);

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

/**
 * Asks `guard` before the page is left while it is given (null: leave freely). The latest guard
 * is asked, so it may read the page's current state.
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const block = use(RouterBlockContext);
  if (!block)
    throw new Error('The portal router is missing: render inside <PortalRouterProvider>.');
  const latest = useRef(guard);
  latest.current = guard;
  const active = guard !== null;
  useEffect(() => {
    if (!active) return undefined;
    return block((next) => latest.current?.(next) ?? true);
  }, [block, active]);
}
