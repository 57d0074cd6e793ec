import { Component, use, type ComponentType, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { PortalRouter } from './navigation';
import type { PortalRoute } from './portalRoute';
import { PageErrorContext, useRouterState } from './routerContext';

/*
 * How the portal's routes render inside React Router's useRoutes: each route becomes one RouteView,
 * which shows the route's error page, its page, or its children (<Outlet>).
 */

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
      <PageErrorContext value={this.state.error}>
        <Fallback />
      </PageErrorContext>
    );
  }
}

interface RouteViewProps {
  route: PortalRoute;
  loadedComponent: PortalRouter['loadedComponent'];
  loadingComponent: PortalRouter['loadingComponent'];
}

/** One route as useRoutes renders it: its error page, its page, or its children. */
function RouteView({ route, loadedComponent, loadingComponent }: RouteViewProps) {
  const current = useRouterState();
  const index = current.matches.findIndex((match) => match.route === route);
  const failure = current.error;
  if (failure && index >= 0 && index <= failure.index) {
    let boundary = failure.index;
    while (boundary >= 0 && !current.matches[boundary]?.route.ErrorBoundary) boundary -= 1;
    if (boundary < 0 && index === 0) throw failure.error;
    if (boundary === index && route.ErrorBoundary) {
      return (
        <PageErrorContext value={failure.error}>
          <route.ErrorBoundary />
        </PageErrorContext>
      );
    }
  }
  // The first page may show before its code is in: it waits (Suspense) until it is, and a failure
  // to load it shows the route's error page.
  const loading = loadedComponent(route) ? undefined : loadingComponent(route);
  if (loading) use(loading);
  // The same component for a route on every render: its page, loaded once before it first shows.
  const Page = loadedComponent(route) ?? route.Component;
  // eslint-disable-next-line react-hooks/static-components -- a stable lookup, not a new component
  const content = Page ? <Page /> : route.element !== undefined ? route.element : <Outlet />;
  if (!route.ErrorBoundary) return content;
  return (
    <RenderErrorBoundary locationKey={current.location.key} Fallback={route.ErrorBoundary}>
      {content}
    </RenderErrorBoundary>
  );
}

/** The router's routes as the route objects useRoutes renders, each through a RouteView. */
export function toRouteElements(
  routes: PortalRoute[],
  loadedComponent: PortalRouter['loadedComponent'],
  loadingComponent: PortalRouter['loadingComponent'],
): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...(route.id ? { id: route.id } : {}),
        ...(route.index ? { index: true } : { path: route.path }),
        element: (
          <RouteView
            route={route}
            loadedComponent={loadedComponent}
            loadingComponent={loadingComponent}
          />
        ),
        ...(route.children && !route.index
          ? { children: toRouteElements(route.children, loadedComponent, loadingComponent) }
          : {}),
      }) as RouteObject,
  );
}
