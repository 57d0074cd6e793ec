import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalRouterState } from '../routing/navigation';
import { RouterStateContext } from '../routing/routerContext';
import { AfterFirstView, FIRST_VIEW_MAX_MS, FIRST_VIEW_QUIET_MS } from './firstView';

/** The router's state as the frame reads it: the first page shown, or a navigation under way. */
function routerState(navigation: 'idle' | 'loading', initialized = true): PortalRouterState {
  return {
    initialized,
    action: 'POP',
    location: { pathname: '/home', search: '', hash: '', state: null, key: 'default' },
    matches: [],
    error: null,
    navigation,
  } as PortalRouterState;
}

/** A page's read that stays in flight until `answer` is called. */
function pendingRead(queryClient: QueryClient) {
  let answer!: () => void;
  void queryClient.fetchQuery({
    queryKey: ['page read'],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('in'))),
  });
  return () => answer();
}

function renderFrame(queryClient: QueryClient, state: PortalRouterState) {
  const ui = (current: PortalRouterState) => (
    <QueryClientProvider client={queryClient}>
      <RouterStateContext value={current}>
        <AfterFirstView>
          <footer>Footer</footer>
        </AfterFirstView>
      </RouterStateContext>
    </QueryClientProvider>
  );
  const view = render(ui(state));
  return { rerender: (next: PortalRouterState) => view.rerender(ui(next)) };
}

const footer = () => screen.queryByRole('contentinfo');

/** Lets the fake clock run `ms`, with the renders its timers cause. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('doc 1 §2.1 the frame: parts no first view needs wait for it', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'Date',
      ],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows once the page is shown, its reads answered, and the view has stayed a second', async () => {
    const queryClient = new QueryClient();
    const answer = pendingRead(queryClient);
    const frame = renderFrame(queryClient, routerState('loading'));
    await advance(3_000);
    expect(footer()).toBeNull();

    // The page's code is in, its read still on its way.
    frame.rerender(routerState('idle'));
    await advance(3_000);
    expect(footer()).toBeNull();

    answer();
    await advance(FIRST_VIEW_QUIET_MS / 2);
    expect(footer()).toBeNull();
    await advance(FIRST_VIEW_QUIET_MS);
    expect(footer()).not.toBeNull();

    // It stays: a later navigation does not take it away.
    frame.rerender(routerState('loading'));
    await advance(10);
    expect(footer()).not.toBeNull();
  });

  it('a read sent before the second is up starts the wait again', async () => {
    const queryClient = new QueryClient();
    renderFrame(queryClient, routerState('idle'));
    await advance(FIRST_VIEW_QUIET_MS / 2);
    const answer = pendingRead(queryClient);
    await advance(FIRST_VIEW_QUIET_MS);
    expect(footer()).toBeNull();
    answer();
    await advance(FIRST_VIEW_QUIET_MS + 100);
    expect(footer()).not.toBeNull();
  });

  it(`at the latest ${FIRST_VIEW_MAX_MS / 1000} s after the frame showed, however busy the page`, async () => {
    const queryClient = new QueryClient();
    pendingRead(queryClient);
    renderFrame(queryClient, routerState('idle'));
    await advance(FIRST_VIEW_MAX_MS - 100);
    expect(footer()).toBeNull();
    await advance(200);
    expect(footer()).not.toBeNull();
  });

  it('a second frame of the same portal shows at once once the first view is in', async () => {
    const queryClient = new QueryClient();
    renderFrame(queryClient, routerState('idle'));
    await advance(FIRST_VIEW_QUIET_MS + 100);
    expect(footer()).not.toBeNull();
    renderFrame(queryClient, routerState('loading'));
    expect(screen.getAllByRole('contentinfo')).toHaveLength(2);
  });
});
