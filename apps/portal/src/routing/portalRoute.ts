import type { ComponentType, ReactNode } from 'react';
import { parsePath, stripBasename, type Path } from './history';
import type { RouteHandle } from './handle';

/*
 * What a route of the portal is (see router.ts): its path, the loader that runs before its page
 * shows, its page, its error page, its children; the redirects a loader answers with; and which
 * routes an address matches.
 */

/** The values of a path's dynamic segments (`:link`) and of its rest (`*`), by name. */
export type Params = Readonly<Record<string, string | undefined>>;

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

interface Branch {
  /** The routes from the outermost to the one matched. */
  routes: PortalRoute[];
  /** Its whole path's segments: 'billpayments', ':link', '*'. */
  segments: string[];
  score: number;
}

const isDynamic = (segment: string) => segment.startsWith(':');

/**
 * How specific a branch is, as React Router ranks them: a static segment before a dynamic one
 * before the rest (`*`); an index route before its parent's own path.
 */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    score += segment === '*' ? -2 : isDynamic(segment) ? 3 : 10;
  }
  return score;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Every route that can be shown, with the routes around it: a route with a path or an index route
 * is one; a route without either (a layout) only wraps its children.
 */
function branchesOf(
  routes: PortalRoute[],
  parents: PortalRoute[] = [],
  parentSegments: string[] = [],
  into: Branch[] = [],
): Branch[] {
  for (const route of routes) {
    const segments = [...parentSegments, ...segmentsOf(route.path ?? '')];
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, chain, segments, into);
    if (route.path !== undefined || route.index) {
      into.push({ routes: chain, segments, score: scoreOf(segments, !!route.index) });
    }
  }
  return into;
}

const ranked = new WeakMap<PortalRoute[], Branch[]>();

/** The branches of a route tree, most specific first (in the order written when alike). */
function rankedBranches(routes: PortalRoute[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    // A stable sort: of two alike, the one written first wins.
    branches = branchesOf(routes).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The params of a branch that matches these segments of an address (case aside), else null. */
function paramsOf(branch: Branch, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [at, segment] of branch.segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(at).map(decoded).join('/');
      return params;
    }
    const part = parts[at];
    if (part === undefined) return null;
    if (isDynamic(segment)) params[segment.slice(1)] = decoded(part);
    else if (segment.toLowerCase() !== decoded(part).toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

/**
 * The routes that match an address, outermost first (none: an empty list). Paths match whatever
 * their case and with or without a trailing slash; a dynamic segment (`:link`) matches one segment
 * of the address, `*` the rest.
 */
export function matchPortalRoutes(
  routes: PortalRoute[],
  location: string | Partial<Path>,
  basename = '/',
): PortalRouteMatch[] {
  const { pathname = '/' } = typeof location === 'string' ? parsePath(location) : location;
  const inside = stripBasename(pathname, basename);
  if (inside === null) return [];
  const parts = segmentsOf(inside);
  for (const branch of rankedBranches(routes)) {
    const params = paramsOf(branch, parts);
    if (!params) continue;
    let depth = 0;
    return branch.routes.map((route) => {
      depth += segmentsOf(route.path ?? '').length;
      return { route, params, pathname: `/${parts.slice(0, depth).join('/')}` };
    });
  }
  return [];
}
