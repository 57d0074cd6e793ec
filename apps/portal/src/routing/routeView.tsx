import {
  Component,
  startTransition,
  use,
  useEffect,
  useReducer,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterPaint } from '@coop-portal/ui';
import { Outlet, RouteContext } from './hooks';
import type { PortalRouter } from './navigation';
import type { PortalRoute, PortalRouteMatch } from './portalRoute';
import { PageErrorContext, useRouterState } from './routerContext';

/*
 * How the matched routes render: each one RouteView, which shows the route's error page, its page,
 * or its children (<Outlet>, the next match's RouteView).
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

/**
 * Asks for `route`'s page code once the browser has painted what shows meanwhile (the first page's
 * frame), then renders again: with the page, or with its failure (RouteView). Nothing to ask for
 * without a route.
 */
function useCodeAfterPaint(route: PortalRoute | undefined, load: PortalRouter['loadComponent']) {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!route) return;
    let live = true;
    const cancel = afterPaint(() => {
      const done = () => live && startTransition(settled);
      load(route).then(done, done);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [route, load]);
}

interface RouteViewProps {
  route: PortalRoute;
  router: Pick<PortalRouter, 'loadedComponent' | 'loadingComponent' | 'loadComponent'>;
  /** Shown in place of a page whose code has not been asked for yet. */
  Placeholder: ComponentType | undefined;
}

/** One matched route: its error page, its page, or its children. */
function RouteView({ route, router, Placeholder }: RouteViewProps) {
  const { loadedComponent, loadingComponent } = router;
  const current = useRouterState();
  // The first page's code, when the router leaves it to the view (firstPageCodeAfterFrame): asked
  // for once the frame around it is on screen, the placeholder showing meanwhile.
  const awaited = !!route.lazy && !loadedComponent(route) && !loadingComponent(route);
  useCodeAfterPaint(awaited ? route : undefined, router.loadComponent);
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
  if (awaited) return Placeholder ? <Placeholder /> : null;
  // The first page may show before its code is in: it waits (Suspense) until it is, and a failure
  // to load it shows the route's error page. Only while it loads: a render that reads a promise
  // inside a test's act() and then yields is dropped by act (the page would stay as it was).
  const loading = loadingComponent(route);
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

/**
 * The matched routes, outermost first, each in a RouteView whose <Outlet> shows the next one; the
 * params of the deepest match for all of them.
 */
export function renderMatches(
  matches: PortalRouteMatch[],
  router: RouteViewProps['router'],
  Placeholder: ComponentType | undefined,
): ReactNode {
  const params = matches.at(-1)?.params ?? {};
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext value={{ params, outlet }}>
        <RouteView route={match.route} router={router} Placeholder={Placeholder} />
      </RouteContext>
    ),
    null,
  );
}
