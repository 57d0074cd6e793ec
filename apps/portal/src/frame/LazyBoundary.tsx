import { Component, Suspense, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Around a part of the frame whose code loads on demand (a panel, the HTML sanitiser): while it
 * loads, nothing; if it cannot load (offline, a new deployment), nothing either, and the page
 * around it stays usable instead of giving way to the error page.
 */
export class LazyBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
