/*
 * The portal's router: React Router's declarative <Router> and useRoutes (links, useNavigate,
 * useLocation, useSearchParams, <Outlet>) with the one part of its data router the portal uses —
 * every matched route's loader runs, and every page's code loads, before the page shows; a loader
 * may send the visitor elsewhere first (the member guard, maintenance, sign-in redirects).
 *
 * Why not createBrowserRouter: the first page must stay small. /home, with everything it loads, is
 * held at 140 KB gzip or less (apps/portal/.size-limit.js); the data router also brings actions,
 * fetchers, forms, revalidation, blockers, view transitions, middleware, hydration and server
 * components, none of which the portal uses, and costs 16 KB gzip more on every first visit
 * (/home 151.8 KB with it, 135.8 KB with this router). What this keeps of it: loaders run in
 * parallel with the page's code; a loader's redirect wins over its children's; a newer navigation
 * abandons an older one; the shown location (useLocation) changes only once the page is ready, and
 * `useNavigationState()` says 'loading' meanwhile; a loader or render error shows the nearest
 * route's ErrorBoundary, which reads it with `usePageError()`. Unlike the data router every matched
 * loader runs on every navigation (they are cheap reads of the cache and session checks), so a
 * guard is checked each time; what a loader returns, other than a redirect, is not kept (pages read
 * their data through TanStack Query).
 *
 * The address bar and history are React Router's own (`createBrowserHistory`, `createMemoryHistory`,
 * exported as UNSAFE_ because only its routers are meant to use them; react-router is pinned, and
 * router.test.tsx and the e2e tests cover what this relies on): the entries keep React Router's
 * shape (`history.state.usr` holds a navigation's state).
 *
 * Its parts: portalRoute.ts (what a route is: loaders, redirects, matching), navigation.ts (the
 * navigation state machine and the browser and memory routers), routerContext.ts (the hooks the
 * frame and pages read), routeView.tsx (a route rendered: its page, its children or its error page)
 * and PortalRouterProvider.tsx (what shows the pages, and the scrolling after a navigation). Its
 * names differ from React Router's wherever the behaviour differs, so an import cannot take one for
 * the other.
 *
 * The way back to React Router's data router, when the portal needs what it adds (or the budget
 * allows it): a PortalRoute has a RouteObject's fields (id, path, index, handle, loader, lazy,
 * Component, element, ErrorBoundary, HydrateFallback, children), so main.tsx becomes
 * `createBrowserRouter(createRoutes(deps), { basename })` and PortalApp renders
 * `<RouterProvider router={router} />` in place of `<PortalRouterProvider>`. What changes with it:
 * - the helpers become React Router's: redirectTo → `redirect`, replaceWith → `replace` (a
 *   Response, thrown or returned the same way), usePageError → `useRouteError`,
 *   useNavigationState → `useNavigation().state`, useRouteHandles → `useMatches()` (each match's
 *   `handle`), matchPortalRoutes → `matchRoutes`, createPortalMemoryRouter → `createMemoryRouter`
 *   in the tests; this folder's other files go;
 * - a loader gets `{ request, params }`: its `url` becomes `new URL(request.url)`;
 * - the data router runs a loader again only when its route is new, its params or the search
 *   changed, or after an action: the root's loader (start-up settings and maintenance) needs
 *   `shouldRevalidate: () => true` to be checked on every navigation as it is now;
 * - <ScrollRestoration> replaces the scrolling of PortalRouterProvider; a loader's value is kept
 *   (useLoaderData), which the pages do not need;
 * - the first page grows by about 16 KB gzip, past its budget: the budget, or something else on the
 *   first page, has to give.
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
