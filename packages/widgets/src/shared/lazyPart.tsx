import { Alert, Button } from '@coop-portal/ui';
import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { useApiMessages } from './useErrorMessage';

/** What a part loaded on demand shows besides its own props. */
export interface LazyPartProps {
  /** Shown while the part's code loads. */
  fallback: ReactNode;
  /** The button that loads the code again after a failure, e.g. 'Try again'. */
  retryLabel: string;
  className?: string;
}

export interface LazyPart<P extends object> {
  (props: P & LazyPartProps): ReactNode;
  /** Starts loading the code (once; again after a failure). Never rejects. */
  preload(): Promise<void>;
}

/** A part whose code could not load: the network error's words, in the widget's language. */
function PartFailed({
  retryLabel,
  className,
  onRetry,
}: Pick<LazyPartProps, 'retryLabel' | 'className'> & { onRetry: () => void }) {
  const apiText = useApiMessages();
  return (
    <div className={className}>
      <Alert tone="error">{apiText.network}</Alert>
      <Button variant="secondary" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * A part of a widget whose code loads on demand (a tab the member may never open), so the widget's
 * first view does not wait for it. While the code loads it shows `fallback`; when the code cannot
 * load (the network is gone) it says so in the network error's words, with a button that tries
 * again, and the rest of the widget keeps working. Once loaded, it renders at once everywhere.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Part({ fallback, retryLabel, className, ...props }: P & LazyPartProps) {
    const [failed, setFailed] = useState(false);
    const [, settled] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded || failed) return;
      let live = true;
      start().then(
        () => live && settled(),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [failed]);

    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...(props as P)} />;
    }
    if (failed) {
      return (
        <PartFailed
          retryLabel={retryLabel}
          className={className}
          onRetry={() => setFailed(false)}
        />
      );
    }
    return fallback;
  }

  return Object.assign(Part, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * Runs `task` once the browser is idle after the current view has painted (at most `timeoutMs`
 * later), for work the view does not need; returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
