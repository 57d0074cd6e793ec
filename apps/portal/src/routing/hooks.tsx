import {
  createContext,
  use,
  useCallback,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  addBasename,
  createPath,
  parsePath,
  type Location,
  type NavigationType,
  type Path,
  type To,
} from './history';
import type { Params } from './portalRoute';

/*
 * What a page and the frame read of the router, and how they move: the location shown, the
 * navigation to another (a function, a link), the address's query, the route's params and the
 * child route's place (<Outlet>). Kept apart from the router's machinery (navigation.ts), which a
 * page never imports: these are small, and shared by the frame and every page.
 */

export interface NavigateOptions {
  /** Replaces the history entry being left instead of adding one. */
  replace?: boolean;
  /** The new entry's state (`useLocation().state`). */
  state?: unknown;
}

/** What moves the router: paths are the browser's (with the basename). */
export interface Navigator {
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  createHref(to: To): string;
}

/** Where the router is and how to move it (set by PortalRouterProvider). */
export interface NavigationContextValue {
  /** The location shown, its pathname without the basename. */
  location: Location;
  action: NavigationType;
  basename: string;
  navigator: Navigator;
}

export const NavigationContext = createContext<NavigationContextValue | null>(null);

/** The route a component renders in: its params, and what its <Outlet> shows. */
export interface RouteContextValue {
  params: Params;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

function useNavigationContext(): NavigationContextValue {
  const context = use(NavigationContext);
  if (!context) {
    throw new Error('The portal router is missing: render inside <PortalRouterProvider>.');
  }
  return context;
}

/** The location shown (it changes once the next page is ready). */
export function useLocation(): Location {
  return useNavigationContext().location;
}

/** The params of the route matched (`:link` of accountoverview/:link). */
export function useParams(): Params {
  return use(RouteContext).params;
}

/** Where the child route shows, in a layout route's page. */
export function Outlet() {
  return use(RouteContext).outlet;
}

/** A portal path's parts, a relative one resolved against the page shown. */
function resolvedPath(to: To, from: Location): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const pathname = path.pathname
    ? new URL(path.pathname, `http://localhost${from.pathname}`).pathname
    : from.pathname;
  return { pathname, search: path.search ?? '', hash: path.hash ?? '' };
}

/** A portal path as the browser's address writes it: under the basename. */
function addressOf(to: To, from: Location, basename: string): string {
  const path = resolvedPath(to, from);
  return createPath({ ...path, pathname: addBasename(basename, path.pathname) });
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/**
 * Opens a portal path ('/billpayments/history', or a path relative to the page shown), or moves in
 * the history by a number of entries. The same function until the location changes.
 */
export function useNavigate(): NavigateFunction {
  const { location, basename, navigator } = useNavigationContext();
  const navigate = useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = addressOf(to, location, basename);
      if (options.replace) navigator.replace(path, options.state ?? null);
      else navigator.push(path, options.state ?? null);
    },
    [navigator, basename, location],
  );
  return navigate as NavigateFunction;
}

/** The href of a portal path, as a link writes it (with the basename). */
export function useHref(to: To): string {
  const { location, basename, navigator } = useNavigationContext();
  return navigator.createHref(addressOf(to, location, basename));
}

type SearchParamsInit = string | URLSearchParams | Record<string, string>;

/**
 * The address's query, and a function that opens the same page with another query (a new history
 * entry unless `replace`).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      const query = new URLSearchParams(init).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate, params],
  );
  return [params, set];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry (by default, only a link to the address shown does). */
  replace?: boolean;
  state?: unknown;
}

/** A plain left click that the page handles (not a new tab or window, not a download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A native link to a portal path: a plain click opens it in the page (a link to the address
 * shown replaces its entry, as the browser does); a modifier or middle click is the browser's.
 */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const { location, basename, navigator } = useNavigationContext();
  const path = createPath(resolvedPath(to, location));
  const href = navigator.createHref(addressOf(to, location, basename));
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(path, { replace: replace ?? createPath(location) === path, state });
      }}
    >
      {children}
    </a>
  );
}

export { NavigationType, type Location, type To } from './history';
export type { Params } from './portalRoute';
