import { use, useLayoutEffect, useRef } from 'react';
import { NavigationContext } from './hooks';
import type { LeaveGuard, PortalNavigator } from './navigation';

/*
 * A page's guard against leaving it with unsaved edits. Kept apart from router.ts and read through
 * the navigation context: a page that imported the router's own modules would share them with the
 * entry, and the bundler would split them out of the first page's chunk into small chunks of their
 * own (the first page 4 KB heavier).
 */

/**
 * Asks `guard` before the page is left while it is given (null: leave freely). The latest guard is
 * asked, so it may read the page's current state.
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const navigator = use(NavigationContext)?.navigator;
  const block = (navigator as Partial<PortalNavigator> | undefined)?.block;
  if (!block)
    throw new Error('The portal router is missing: render inside <PortalRouterProvider>.');
  const latest = useRef(guard);
  latest.current = guard;
  const active = guard !== null;
  // In place when the page that holds the edits is shown, not an effect's turn later: a Back
  // pressed in between would leave without asking.
  useLayoutEffect(() => {
    if (!active) return undefined;
    return block((next) => latest.current?.(next) ?? true);
  }, [block, active]);
}
