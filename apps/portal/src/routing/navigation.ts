import type { ComponentType } from 'react';
import {
  addBasename,
  createBrowserHistory,
  createMemoryHistory,
  NavigationType,
  parsePath,
  type History,
  type Location,
  type To,
} from './history';
import type { Navigator } from './hooks';
import {
  matchPortalRoutes,
  Redirect,
  type PortalRoute,
  type PortalRouteMatch,
} from './portalRoute';

/*
 * The navigation state machine of the portal's router (see router.ts): it follows the history,
 * runs every matched loader and loads the page's code, follows redirects, and only then publishes
 * the new location. It renders nothing; PortalRouterProvider shows its state.
 */

export interface PortalRouterState {
  /** False until the first page is ready. */
  initialized: boolean;
  action: NavigationType;
  /** The location shown. */
  location: Location;
  matches: PortalRouteMatch[];
  /** A loader or page code that failed, with the index of its match. */
  error: { index: number; error: unknown } | null;
  /** 'loading' while a navigation runs its loaders and loads its page. */
  navigation: 'idle' | 'loading';
}

export interface PortalNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Asked before the shown page is left (a link, a navigation in code, back or forward): resolves
 * true to leave, false to stay on the page as it is.
 */
export type LeaveGuard = (next: Location) => boolean | Promise<boolean>;

/**
 * The navigator the hooks move the router with, and its `block`: a page reaches it through the
 * navigation context (see `useLeaveGuard`), so it imports nothing of the router itself.
 */
export interface PortalNavigator extends Navigator {
  block(guard: LeaveGuard): () => void;
}

export interface PortalRouter {
  readonly basename: string;
  readonly state: PortalRouterState;
  /** Opens a portal path (without the basename); resolves when it shows or was given up. */
  navigate(to: To, options?: PortalNavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Stops following the browser's back and forward buttons. */
  dispose(): void;
  /**
   * Asks `guard` before each navigation away from the page (a page with unsaved edits); returns
   * the function that stops asking. Back and forward are undone at once and done again only when
   * every guard lets the visitor leave.
   */
  block(guard: LeaveGuard): () => void;
  /** What the hooks and links navigate with (paths with the basename). */
  readonly navigator: PortalNavigator;
  /** The route tree the router was made with. */
  readonly routes: PortalRoute[];
  /** A route's page code, once loaded (undefined for a route without `lazy` or not loaded yet). */
  loadedComponent(route: PortalRoute): ComponentType | undefined;
  /**
   * A route's page code still loading (undefined once loaded, or not asked for): the first page
   * shows in its frame before its code is in (see `start`), and waits for this meanwhile.
   */
  loadingComponent(route: PortalRoute): Promise<unknown> | undefined;
  /**
   * Loads a route's page code (once; again after a failure). With `firstPageCodeAfterFrame`, the
   * view asks for the first page's code itself, once its frame is on screen.
   */
  loadComponent(route: PortalRoute): Promise<unknown>;
  /**
   * Browser router only: where the page was scrolled when the visitor left the entry with this
   * key (restored on back and forward). Undefined: the router leaves scrolling alone.
   */
  readonly scrollPosition?: (key: string) => number | undefined;
}

const MAX_REDIRECTS = 20;

export interface PortalRouterOptions {
  /**
   * The first page's code is asked for by the view once the page's frame is on screen (see
   * `loadComponent`), not with its loaders: on a slow network the frame's own code and the
   * start-up reads then have the bandwidth to themselves, and the frame shows sooner. True for
   * every page, or for the pages (their routes) the function says. Later pages load their code
   * with their loaders either way.
   */
  firstPageCodeAfterFrame?: boolean | ((route: PortalRoute) => boolean);
}

function createPortalRouter(
  routes: PortalRoute[],
  history: History,
  basename: string,
  {
    restoreScroll = false,
    firstPageCodeAfterFrame = false,
  }: PortalRouterOptions & { restoreScroll?: boolean } = {},
): PortalRouter {
  // Where each history entry was scrolled when it was left.
  const scrolled = new Map<string, number>();
  const components = new Map<PortalRoute, ComponentType>();
  const pending = new Map<PortalRoute, Promise<unknown>>();
  const failedLoads = new WeakSet<Promise<unknown>>();
  const listeners = new Set<() => void>();
  const guards = new Set<LeaveGuard>();
  // Back or forward moves undone by the guard, and the one redone once it lets the visitor leave:
  // the history reports them again, and they are not navigations of their own.
  let ignoredMoves = 0;
  let allowedMove: number | null = null;
  // A question of the guards still open: other navigations meanwhile are dropped.
  let asking = false;
  let state: PortalRouterState = {
    initialized: false,
    action: history.action,
    location: history.location,
    matches: [],
    error: null,
    navigation: 'loading',
  };
  let latest = 0;

  const update = (next: Partial<PortalRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Loads a route's page code once; a failed load is tried again on the next visit. */
  function loadCode(route: PortalRoute): Promise<unknown> | undefined {
    if (!route.lazy || components.has(route)) return undefined;
    let loading = pending.get(route);
    if (!loading || failedLoads.has(loading)) {
      const attempt: Promise<unknown> = route.lazy().then(
        ({ Component }) => components.set(route, Component),
        (error: unknown) => {
          // Kept, failed, for the page shown (its error page); the next visit loads it again.
          failedLoads.add(attempt);
          throw error;
        },
      );
      pending.set(route, attempt);
      loading = attempt;
    }
    return loading;
  }

  async function prepare(match: PortalRouteMatch, url: URL, waitForCode: boolean) {
    try {
      // The first page's code may be left to the view (firstPageCodeAfterFrame).
      const leftToView =
        !waitForCode &&
        (typeof firstPageCodeAfterFrame === 'function'
          ? firstPageCodeAfterFrame(match.route)
          : firstPageCodeAfterFrame);
      const code = leftToView ? undefined : loadCode(match.route);
      // Not waited for: the page shows its failure itself (RouteView), when it renders.
      if (!waitForCode) code?.catch(() => undefined);
      const [value] = await Promise.all([
        match.route.loader?.({ url, params: match.params }),
        waitForCode ? code : undefined,
      ]);
      return { value };
    } catch (error) {
      return error instanceof Redirect ? { value: error } : { error, failed: true as const };
    }
  }

  async function start(
    action: NavigationType,
    location: Location,
    replaceRedirects: boolean,
    redirects = 0,
  ): Promise<void> {
    const id = ++latest;
    // The busy state is published a moment later than the call, once the code that navigated (a
    // click's handler) has returned: in a test, that handler runs inside React's act(), which drops
    // a render that suspends (the first page's code still loading) and the page would never show.
    await Promise.resolve();
    if (id !== latest) return;
    if (state.navigation !== 'loading') update({ navigation: 'loading' });
    const matches = matchPortalRoutes(routes, location, basename);
    const url = history.createURL(location);
    // The first page shows as soon as its loaders are done (the frame and the start-up settings
    // first, the page in it once its code is in: the first view on a phone is not held back by
    // the page's code); every later page once its code is in too, the page before staying
    // meanwhile.
    const waitForCode = state.initialized;
    const results = await Promise.all(matches.map((match) => prepare(match, url, waitForCode)));
    if (id !== latest) return;

    const redirected = results.find((result) => result.value instanceof Redirect)?.value as
      Redirect | undefined;
    if (redirected && redirects < MAX_REDIRECTS) {
      const path = parsePath(redirected.to);
      const next: Location = {
        pathname: addBasename(basename, path.pathname ?? '/'),
        search: path.search ?? '',
        hash: path.hash ?? '',
        state: null,
        key: 'redirect',
      };
      const type =
        redirected.replace || replaceRedirects ? NavigationType.Replace : NavigationType.Push;
      return start(type, next, replaceRedirects, redirects + 1);
    }

    const failedAt = results.findIndex((result) => 'failed' in result);
    const error =
      failedAt >= 0
        ? { index: failedAt, error: results[failedAt]!.error }
        : redirected
          ? { index: 0, error: new Error(`Too many redirects (last to ${redirected.to}).`) }
          : null;
    // The history gives the entry its own new key (a page is shown anew on each navigation).
    const { pathname, search, hash } = location;
    if (action === NavigationType.Push) history.push({ pathname, search, hash }, location.state);
    if (action === NavigationType.Replace) {
      history.replace({ pathname, search, hash }, location.state);
    }
    if (restoreScroll && state.initialized) scrolled.set(state.location.key, window.scrollY);
    update({
      initialized: true,
      action,
      location: history.location,
      matches,
      error,
      navigation: 'idle',
    });
  }

  /** Whether every guard lets the visitor leave for `next` (asked one after the other). */
  async function mayLeave(next: Location): Promise<boolean> {
    asking = true;
    try {
      for (const guard of [...guards]) {
        if (!(await guard(next))) return false;
      }
      return true;
    } catch {
      return false;
    } finally {
      asking = false;
    }
  }

  function go(
    to: To,
    { replace: replacing = false, state: entryState = null }: PortalNavigateOptions,
  ): Promise<void> {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const location: Location = {
      pathname: path.pathname ?? state.location.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: entryState,
      key: 'next',
    };
    const type = replacing ? NavigationType.Replace : NavigationType.Push;
    if (guards.size === 0) return start(type, location, replacing);
    if (asking) return Promise.resolve();
    return mayLeave(location).then((leave) =>
      leave ? start(type, location, replacing) : undefined,
    );
  }

  const navigator: PortalNavigator = {
    block: (guard) => block(guard),
    createHref: (to) => history.createHref(to),
    go: (delta) => history.go(delta),
    push: (to, entryState) => void go(to, { state: entryState }),
    replace: (to, entryState) => void go(to, { replace: true, state: entryState }),
  };

  function block(guard: LeaveGuard) {
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }

  const stopListening = history.listen(({ action, location, delta }) => {
    if (ignoredMoves > 0) {
      ignoredMoves -= 1;
      return;
    }
    if (allowedMove === null && guards.size > 0 && action === NavigationType.Pop && delta) {
      // The address bar already shows the next entry: go back to the page's own while the guards
      // are asked, and move again only if they let the visitor leave.
      ignoredMoves += 1;
      history.go(-delta);
      if (asking) return;
      void mayLeave(location).then((leave) => {
        if (!leave) return;
        allowedMove = delta;
        history.go(delta);
      });
      return;
    }
    allowedMove = null;
    void start(action, location, false);
  });
  void start(history.action, history.location, false);

  return {
    basename,
    get state() {
      return state;
    },
    navigate: (to, options = {}) => {
      const path = typeof to === 'string' ? parsePath(to) : to;
      return go(
        path.pathname ? { ...path, pathname: addBasename(basename, path.pathname) } : path,
        options,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopListening,
    block,
    navigator,
    routes,
    loadedComponent: (route) => components.get(route),
    loadingComponent: (route) => (components.has(route) ? undefined : pending.get(route)),
    loadComponent: (route) => loadCode(route) ?? Promise.resolve(),
    ...(restoreScroll ? { scrollPosition: (key: string) => scrolled.get(key) } : {}),
  };
}

/** The portal's router on the browser's address bar and history. */
export function createPortalBrowserRouter(
  routes: PortalRoute[],
  { basename = '/', ...options }: { basename?: string } & PortalRouterOptions = {},
): PortalRouter {
  // The router restores scroll positions itself, once the page it goes back to is shown.
  window.history.scrollRestoration = 'manual';
  return createPortalRouter(routes, createBrowserHistory(window), basename, {
    ...options,
    restoreScroll: true,
  });
}

/** The portal's router on an in-memory history (tests). */
export function createPortalMemoryRouter(
  routes: PortalRoute[],
  { initialEntries = ['/'], ...options }: { initialEntries?: string[] } & PortalRouterOptions = {},
): PortalRouter {
  return createPortalRouter(routes, createMemoryHistory(initialEntries), '/', options);
}
