import type { ComponentType } from 'react';
import type { PortalDeps } from '../app/deps';
import type { RoutePath } from '../routes';
import { freshOnEveryNavigation } from './freshView';
import type { LazyRoute, Loader } from './router';

export type LazyPage = LazyRoute;

/** A page loaded on demand, shown anew on every navigation (the same URL included). */
export const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage =>
  () =>
    load().then((module) => ({
      Component: freshOnEveryNavigation(module[name] as ComponentType),
    }));

/**
 * The screen of a route of the table in routes.tsx: its page, and optionally a loader that runs
 * before it (after the member guard of a guarded route), e.g. to send a signed-in visitor on.
 */
export interface Screen {
  lazy: LazyPage;
  loader?: (deps: PortalDeps) => Loader;
}

/**
 * Screens by route path (as written in `pageRoutes`), one map per feature folder of src/pages. A
 * key that is not a path of the route table does not compile, nor does a route left without a
 * page (routes.tsx).
 */
export type Screens = Readonly<Partial<Record<RoutePath, Screen>>>;
