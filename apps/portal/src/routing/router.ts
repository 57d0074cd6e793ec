/*
 * The portal's router, its own: every matched route's loader runs, and every page's code loads,
 * before the page shows; a loader may send the visitor elsewhere first (the member guard,
 * maintenance, sign-in redirects).
 *
 * Why not React Router: the first page must stay small. /home, with everything it loads, is held
 * at 140 KB gzip or less (apps/portal/.size-limit.js). React Router's data router brings actions,
 * fetchers, forms, revalidation, blockers, view transitions, middleware, hydration and server
 * components, none of which the portal uses (16 KB gzip more than this router on every first
 * visit); even its declarative <Router>, useRoutes and hooks, which this router used until the
 * portal spoke two languages, were 37 KB of the first page's code (about 12 KB gzip) for what
 * these files do in a few. What this router keeps of React Router's behaviour: loaders run in
 * parallel with the page's code; a loader's redirect wins over its children's; a newer navigation
 * abandons an older one; the shown location (useLocation) changes only once the page is ready, and
 * `useNavigationState()` says 'loading' meanwhile; a loader or render error shows the nearest
 * route's ErrorBoundary, which reads it with `usePageError()`; paths match whatever their case,
 * ranked static before dynamic (`:link`) before the rest (`*`); a history entry keeps its state as
 * `history.state.usr`. Every matched loader runs on every navigation (they are cheap reads of the
 * cache and session checks), so a guard is checked each time; what a loader returns, other than a
 * redirect, is not kept (pages read their data through TanStack Query).
 *
 * Its parts: history.ts (the address bar and the history, the browser's or in memory),
 * portalRoute.ts (what a route is: loaders, redirects, matching), navigation.ts (the navigation
 * state machine and the browser and memory routers), hooks.tsx (what pages and the frame read and
 * move it with: useLocation, useNavigate, useSearchParams, useHref, useParams, <Link>, <Outlet>),
 * routerContext.ts (the router's state for the frame), routeView.tsx (a route rendered: its page,
 * its children or its error page) and PortalRouterProvider.tsx (what shows the pages, and the
 * scrolling after a navigation). Pages import hooks.tsx and leaveGuard.ts only.
 */

export {
  type LeaveGuard,
  createPortalBrowserRouter,
  createPortalMemoryRouter,
  type PortalNavigateOptions,
  type PortalNavigator,
  type PortalRouter,
  type PortalRouterState,
} from './navigation';
export {
  matchPortalRoutes,
  Redirect,
  redirectTo,
  replaceWith,
  type LazyRoute,
  type Loader,
  type LoaderArgs,
  type PortalRoute,
  type PortalRouteMatch,
} from './portalRoute';

export { PortalRouterProvider } from './PortalRouterProvider';
export { useNavigationState, usePageError, useRouteHandles } from './routerContext';
