import type { ComponentType } from 'react';
import { useLocation, type Location } from './hooks';

/**
 * The history state key that keeps a page's view across a navigation that only rewrites its
 * address (see `sameViewState`).
 */
export const SAME_VIEW_STATE_KEY = 'coop-portal:view';

/** The key a page's view is known by: the view it kept, else its location's own key. */
function viewKeyOf(location: Pick<Location, 'key' | 'state'>): string {
  const state: unknown = location.state;
  const kept =
    state && typeof state === 'object'
      ? (state as Record<string, unknown>)[SAME_VIEW_STATE_KEY]
      : undefined;
  return typeof kept === 'string' ? kept : location.key;
}

/**
 * The history state for a navigation that only rewrites the page's own address (a query taken out
 * of it): `state` plus the current view's key, so the page is not shown anew and nothing the member
 * has begun (a form being filled in) is lost.
 */
export function sameViewState(
  current: Pick<Location, 'key' | 'state'>,
  state: Record<string, unknown>,
): Record<string, unknown> {
  return { ...state, [SAME_VIEW_STATE_KEY]: viewKeyOf(current) };
}

/**
 * A page that is shown anew on every navigation, the same URL included (doc 1 §2.1 "every
 * navigation reloads the view (no view reuse)"; doc 3 §2.1): it is keyed by the location's key,
 * which the router renews on each navigation, so its state is dropped and its effects run again.
 * A page's own rewrite of its address (`sameViewState`) is not a navigation of the member's: the
 * view stays.
 */
export function freshOnEveryNavigation(Page: ComponentType): ComponentType {
  function FreshPage() {
    const location = useLocation();
    return <Page key={viewKeyOf(location)} />;
  }
  FreshPage.displayName = `Fresh(${Page.displayName ?? Page.name})`;
  return FreshPage;
}
