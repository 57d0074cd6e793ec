import { Component, Suspense, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the part loads (default nothing), e.g. the room it will take. */
  fallback?: ReactNode;
}

/**
 * Around a part of the frame whose code loads on demand (a panel, the HTML sanitiser): while it
 * loads, nothing (or `fallback`); if it cannot load (offline, a new deployment), nothing, and the
 * page around it stays usable instead of giving way to the error page.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
