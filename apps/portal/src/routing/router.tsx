import {
  Component,
  createContext,
  use,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  NavigationType,
  Outlet,
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type Location,
  type Navigator,
  type Params,
  type RouteObject,
  type To,
} from 'react-router';
import type { RouteHandle } from './handle';

/*
 * The portal's router: React Router's declarative <Router> and useRoutes (links, useNavigate,
 * useLocation, useSearchParams, <Outlet>) with the one part of its data router the portal uses —
 * every matched route's loader runs, and every page's code loads, before the page shows; a loader
 * may send the visitor elsewhere first (the member guard, maintenance, sign-in redirects).
 *
 * Why not createBrowserRouter: the data router also brings actions, fetchers, forms, revalidation,
 * blockers, view transitions, middleware, hydration and server components, none of which the portal
 * uses, and it is 16 KB gzip more on every first visit (issue 6 "Light": /home ≤ 140 KB). What this
 * keeps of it: loaders run in parallel with the page's code; a loader's redirect wins over its
 * children's; a newer navigation abandons an older one; the shown location (useLocation) changes
 * only once the page is ready, and `useNavigationState()` says 'loading' meanwhile; a loader or
 * render error shows the nearest route's ErrorBoundary, which reads it with `useRouteError()`.
 * Unlike the data router every matched loader runs on every navigation (they are cheap reads of the
 * cache and session checks), so a guard is checked each time; what a loader returns, other than a
 * redirect, is not kept (pages read their data through TanStack Query).
 *
 * The address bar and history are React Router's own (`createBrowserHistory`, `createMemoryHistory`,
 * exported as UNSAFE_ because only its routers are meant to use them; react-router is pinned, and
 * router.test.tsx and the e2e tests cover what this file relies on): the entries keep React Router's
 * shape (`history.state.usr` holds a navigation's state).
 */

/** A loader's answer (returned or thrown) that sends the visitor elsewhere before the page shows. */
export class Redirect {
  constructor(
    readonly to: string,
    readonly replace: boolean,
  ) {}
}

/** Go to `to` (a portal path) instead, as a new history entry. */
export const redirect = (to: string) => new Redirect(to, false);

/** Go to `to` (a portal path) instead, replacing the address being left in the history. */
export const replace = (to: string) => new Redirect(to, true);

export interface LoaderArgs {
  /** The full address being opened. */
  url: URL;
  params: Params;
}

/** Runs before a route shows; may return or throw a `Redirect`; a thrown error shows the error page. */
export type Loader = (args: LoaderArgs) => unknown;

/** A page whose code loads on demand. */
export type LazyRoute = () => Promise<{ Component: ComponentType }>;

export interface PortalRoute {
  id?: string;
  path?: string;
  index?: boolean;
  handle?: RouteHandle;
  loader?: Loader;
  lazy?: LazyRoute;
  Component?: ComponentType;
  element?: ReactNode;
  /** Shown instead of this route (and its children) when its loader, a child's or their rendering fails. */
  ErrorBoundary?: ComponentType;
  /** On the first route: shown until the first page is ready. */
  HydrateFallback?: ComponentType;
  children?: PortalRoute[];
}

export interface PortalRouteMatch {
  route: PortalRoute;
  params: Params;
  pathname: string;
}

export interface RouterState {
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

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface PortalRouter {
  readonly basename: string;
  readonly state: RouterState;
  /** Opens a portal path (without the basename); resolves when it shows or was given up. */
  navigate(to: To, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Stops following the browser's back and forward buttons. */
  dispose(): void;
  /** What <Router> navigates with (paths with the basename). */
  readonly navigator: Navigator;
  /** The tree useRoutes renders. */
  readonly elements: RouteObject[];
  /** Shown until the first page is ready: the first route's HydrateFallback. */
  readonly fallback: ComponentType | undefined;
  /**
   * Browser router only: where the page was scrolled when the visitor left the entry with this
   * key (restored on back and forward). Undefined: the router leaves scrolling alone.
   */
  readonly scrollPosition?: (key: string) => number | undefined;
}

type History = Omit<ReturnType<typeof createMemoryHistory>, 'index'>;

const MAX_REDIRECTS = 20;

/** The routes that match a path, outermost first (none: an empty list). */
export function matchPortalRoutes(
  routes: PortalRoute[],
  location: string | Partial<Location>,
  basename = '/',
): PortalRouteMatch[] {
  return (matchRoutes(routes as RouteObject[], location, basename) ??
    []) as unknown as PortalRouteMatch[];
}

const RouterStateContext = createContext<RouterState | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouterState(): RouterState {
  const state = use(RouterStateContext);
  if (!state)
    throw new Error('The portal router is missing: render inside <PortalRouterProvider>.');
  return state;
}

/** The error an ErrorBoundary shows. */
export function useRouteError(): unknown {
  return use(RouteErrorContext);
}

/** 'loading' while a navigation prepares the next page. */
export function useNavigationState(): RouterState['navigation'] {
  return useRouterState().navigation;
}

/** The handles of the routes shown, outermost first. */
export function useRouteHandles(): (RouteHandle | undefined)[] {
  return useRouterState().matches.map((match) => match.route.handle);
}

interface BoundaryProps {
  locationKey: string;
  Fallback: ComponentType;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  locationKey: string;
}

/** A route's ErrorBoundary for errors thrown while rendering; the next navigation clears it. */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, locationKey: '' };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.locationKey === state.locationKey
      ? null
      : { error: undefined, failed: false, locationKey: props.locationKey };
  }

  override render() {
    const { Fallback } = this.props;
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext value={this.state.error}>
        <Fallback />
      </RouteErrorContext>
    );
  }
}

function withBasename(basename: string, pathname: string): string {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename.replace(/\/$/, '')}${pathname}`;
}

function createPortalRouter(
  routes: PortalRoute[],
  history: History,
  basename: string,
  { restoreScroll = false }: { restoreScroll?: boolean } = {},
): PortalRouter {
  // Where each history entry was scrolled when it was left.
  const scrolled = new Map<string, number>();
  const components = new Map<PortalRoute, ComponentType>();
  const pending = new Map<PortalRoute, Promise<unknown>>();
  const listeners = new Set<() => void>();
  let state: RouterState = {
    initialized: false,
    action: history.action,
    location: history.location,
    matches: [],
    error: null,
    navigation: 'loading',
  };
  let latest = 0;

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Loads a route's page code once; a failed load is tried again on the next visit. */
  function loadCode(route: PortalRoute): Promise<unknown> | undefined {
    if (!route.lazy || components.has(route)) return undefined;
    let loading = pending.get(route);
    if (!loading) {
      loading = route.lazy().then(
        ({ Component }) => components.set(route, Component),
        (error: unknown) => {
          pending.delete(route);
          throw error;
        },
      );
      pending.set(route, loading);
    }
    return loading;
  }

  async function prepare(match: PortalRouteMatch, url: URL) {
    try {
      const [value] = await Promise.all([
        match.route.loader?.({ url, params: match.params }),
        loadCode(match.route),
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
    if (state.navigation !== 'loading') update({ navigation: 'loading' });
    const matches = matchPortalRoutes(routes, location, basename);
    const url = history.createURL(location);
    const results = await Promise.all(matches.map((match) => prepare(match, url)));
    if (id !== latest) return;

    const redirected = results.find((result) => result.value instanceof Redirect)?.value as
      Redirect | undefined;
    if (redirected && redirects < MAX_REDIRECTS) {
      const path = parsePath(redirected.to);
      const next: Location = {
        pathname: withBasename(basename, path.pathname ?? '/'),
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

  function go(to: To, { replace: replacing = false, state: entryState = null }: NavigateOptions) {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const location: Location = {
      pathname: path.pathname ?? state.location.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: entryState,
      key: 'next',
    };
    return start(replacing ? NavigationType.Replace : NavigationType.Push, location, replacing);
  }

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, entryState) => void go(to, { state: entryState }),
    replace: (to, entryState) => void go(to, { replace: true, state: entryState }),
  };

  /** One route as useRoutes renders it: its error page, its page, or its children. */
  function RouteView({ route }: { route: PortalRoute }) {
    const current = useRouterState();
    const index = current.matches.findIndex((match) => match.route === route);
    const failure = current.error;
    if (failure && index >= 0 && index <= failure.index) {
      let boundary = failure.index;
      while (boundary >= 0 && !current.matches[boundary]?.route.ErrorBoundary) boundary -= 1;
      if (boundary < 0 && index === 0) throw failure.error;
      if (boundary === index && route.ErrorBoundary) {
        return (
          <RouteErrorContext value={failure.error}>
            <route.ErrorBoundary />
          </RouteErrorContext>
        );
      }
    }
    // The same component for a route on every render: its page, loaded once before it first shows.
    const Page = components.get(route) ?? route.Component;
    // eslint-disable-next-line react-hooks/static-components -- a stable lookup, not a new component
    const content = Page ? <Page /> : route.element !== undefined ? route.element : <Outlet />;
    if (!route.ErrorBoundary) return content;
    return (
      <RenderErrorBoundary locationKey={current.location.key} Fallback={route.ErrorBoundary}>
        {content}
      </RenderErrorBoundary>
    );
  }

  const toElements = (list: PortalRoute[]): RouteObject[] =>
    list.map(
      (route) =>
        ({
          ...(route.id ? { id: route.id } : {}),
          ...(route.index ? { index: true } : { path: route.path }),
          element: <RouteView route={route} />,
          ...(route.children && !route.index ? { children: toElements(route.children) } : {}),
        }) as RouteObject,
    );

  const stopListening = history.listen(({ action, location }) => {
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
        path.pathname ? { ...path, pathname: withBasename(basename, path.pathname) } : path,
        options,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopListening,
    navigator,
    elements: toElements(routes),
    fallback: routes[0]?.HydrateFallback,
    ...(restoreScroll ? { scrollPosition: (key: string) => scrolled.get(key) } : {}),
  };
}

/** The portal's router on the browser's address bar and history. */
export function createPortalBrowserRouter(
  routes: PortalRoute[],
  { basename = '/' }: { basename?: string } = {},
): PortalRouter {
  // The router restores scroll positions itself, once the page it goes back to is shown.
  window.history.scrollRestoration = 'manual';
  return createPortalRouter(routes, createBrowserHistory({ window }), basename, {
    restoreScroll: true,
  });
}

/** The portal's router on an in-memory history (tests). */
export function createPortalMemoryRouter(
  routes: PortalRoute[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
): PortalRouter {
  return createPortalRouter(routes, createMemoryHistory({ initialEntries }), '/');
}

function Routes({ router }: { router: PortalRouter }) {
  return useRoutes(router.elements);
}

/**
 * After a navigation has shown its page: a new page starts at the top (or at its `#hash`); back
 * and forward return to where that page was scrolled. The first page is the browser's.
 */
function useScrollOnNavigation(router: PortalRouter, state: RouterState) {
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

/** Shows the router's pages (in place of React Router's RouterProvider). */
export function PortalRouterProvider({ router }: { router: PortalRouter }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const Fallback = router.fallback;
  useScrollOnNavigation(router, state);
  return (
    <RouterStateContext value={state}>
      <Router
        basename={router.basename}
        location={state.location}
        navigationType={state.action}
        navigator={router.navigator}
      >
        {state.initialized ? <Routes router={router} /> : Fallback ? <Fallback /> : null}
      </Router>
    </RouterStateContext>
  );
}
