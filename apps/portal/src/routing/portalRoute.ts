import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type Location, type Params, type RouteObject } from 'react-router';
import type { RouteHandle } from './handle';

/*
 * What a route of the portal is: the fields of React Router's route objects that the portal's
 * router reads (see router.ts), the loaders that run before a page shows, and the redirects they
 * answer with.
 */

/** A loader's answer (returned or thrown) that sends the visitor elsewhere before the page shows. */
export class Redirect {
  constructor(
    readonly to: string,
    readonly replace: boolean,
  ) {}
}

/** Go to `to` (a portal path) instead, as a new history entry. */
export const redirectTo = (to: string) => new Redirect(to, false);

/** Go to `to` (a portal path) instead, replacing the address being left in the history. */
export const replaceWith = (to: string) => new Redirect(to, true);

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

/** The routes that match a path, outermost first (none: an empty list). */
export function matchPortalRoutes(
  routes: PortalRoute[],
  location: string | Partial<Location>,
  basename = '/',
): PortalRouteMatch[] {
  return (matchRoutes(routes as RouteObject[], location, basename) ??
    []) as unknown as PortalRouteMatch[];
}
