import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from './hooks';
import { Suspense, useEffect, useState } from 'react';
import { freshOnEveryNavigation, sameViewState } from './freshView';
import { useLeaveGuard } from './leaveGuard';
import { describe, expect, it, vi } from 'vitest';
import {
  createPortalMemoryRouter,
  PortalRouterProvider,
  redirectTo,
  replaceWith,
  useNavigationState,
  usePageError,
  useRouteHandles,
  type Loader,
  type PortalRoute,
} from './router';

/** A promise the test settles by hand. */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Layout() {
  const state = useNavigationState();
  const titles = useRouteHandles().map((handle) => handle?.title ?? '-');
  return (
    <div aria-busy={state === 'loading'}>
      <Where />
      <p data-testid="titles">{titles.join(' | ')}</p>
      <Outlet />
    </div>
  );
}

function Failure() {
  const error = usePageError();
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
}

const page = (text: string) => () => <h1>{text}</h1>;

function open(
  routes: PortalRoute[],
  path: string | string[] = '/',
  options: { firstPageCodeAfterFrame?: boolean } = {},
) {
  const router = createPortalMemoryRouter(routes, {
    initialEntries: Array.isArray(path) ? path : [path],
    ...options,
  });
  render(<PortalRouterProvider router={router} />);
  return router;
}

describe('doc 3 §2.1 routing: a page shows once its loaders and code are ready', () => {
  it('shows the fallback until the first page is ready, then the page', async () => {
    const code = deferred<{ Component: () => React.JSX.Element }>();
    open(
      [
        {
          path: '/',
          Component: Layout,
          HydrateFallback: () => <p>Loading the page</p>,
          children: [{ path: 'home', lazy: () => code.promise }],
        },
      ],
      '/home',
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => code.resolve({ Component: page('Home') }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('the first page shows in its frame once its loaders are done, and the page once its code is in', async () => {
    const code = deferred<{ Component: () => React.JSX.Element }>();
    const settings = deferred();
    function Frame() {
      return (
        <main>
          <Where />
          <Suspense fallback={<p>Loading the page</p>}>
            <Outlet />
          </Suspense>
        </main>
      );
    }
    open(
      [
        {
          path: '/',
          Component: Frame,
          loader: () => settings.promise,
          HydrateFallback: () => <p>Starting</p>,
          children: [{ path: 'home', lazy: () => code.promise }],
        },
      ],
      '/home',
    );
    expect(screen.getByText('Starting')).toBeInTheDocument();
    await act(async () => settings.resolve(null));
    // The frame, with the page still loading in it.
    expect(await screen.findByText('Loading the page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
    await act(async () => code.resolve({ Component: page('Home') }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('a link followed while the first page’s code still loads: the page shows at the new address once it is in', async () => {
    const code = deferred<{ Component: () => React.JSX.Element }>();
    function Frame() {
      return (
        <main>
          <Where />
          <Link to="/requests?accountno=3000023">Account 3000023</Link>
          <Suspense fallback={<p>Loading the page</p>}>
            <Outlet />
          </Suspense>
        </main>
      );
    }
    function Requests() {
      const { search } = useLocation();
      return <h1>Requests {search}</h1>;
    }
    open(
      [
        {
          path: '/',
          Component: Frame,
          children: [{ path: 'requests', lazy: () => code.promise }],
        },
      ],
      '/requests',
    );
    expect(await screen.findByText('Loading the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Account 3000023' }));
    await act(async () => code.resolve({ Component: Requests }));
    expect(
      await screen.findByRole('heading', { name: 'Requests ?accountno=3000023' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/requests?accountno=3000023');
  });

  it('firstPageCodeAfterFrame: the first page’s code is asked for once its frame is on screen', async () => {
    const code = deferred<{ Component: () => React.JSX.Element }>();
    const settings = deferred();
    const lazy = vi.fn(() => code.promise);
    const next = vi.fn(() => Promise.resolve({ Component: page('Next') }));
    function Frame() {
      return (
        <main>
          <Where />
          <Outlet />
        </main>
      );
    }
    const router = open(
      [
        {
          path: '/',
          Component: Frame,
          loader: () => settings.promise,
          HydrateFallback: () => <p>Loading the page</p>,
          children: [
            { path: 'home', lazy },
            { path: 'next', lazy: next },
          ],
        },
      ],
      '/home',
      { firstPageCodeAfterFrame: true },
    );
    // Not with the loaders: the frame's code and reads come first.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(lazy).not.toHaveBeenCalled();
    await act(async () => settings.resolve(null));
    // The frame shows, the page's place holds the placeholder, and the code is asked for after.
    expect(await screen.findByTestId('where')).toHaveTextContent('/home');
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await waitFor(() => expect(lazy).toHaveBeenCalledOnce());
    await act(async () => code.resolve({ Component: page('Home') }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    // A later page loads its code with its loaders, as always, and shows once it is in.
    await act(() => router.navigate('/next'));
    expect(next).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledOnce();
  });

  it('firstPageCodeAfterFrame: a first page whose code fails shows the error page', async () => {
    open(
      [
        {
          path: '/',
          Component: Layout,
          ErrorBoundary: Failure,
          HydrateFallback: () => <p>Loading the page</p>,
          children: [{ path: 'home', lazy: () => Promise.reject(new Error('no code')) }],
        },
      ],
      '/home',
      { firstPageCodeAfterFrame: true },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('no code');
  });

  it('keeps the page shown, busy, while the next one loads; then shows it', async () => {
    const data = deferred();
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'a', Component: page('A'), handle: { title: 'A' } },
            { path: 'b', Component: page('B'), handle: { title: 'B' }, loader: () => data.promise },
          ],
        },
      ],
      '/a',
    );
    await screen.findByRole('heading', { name: 'A' });
    let done = false;
    void router.navigate('/b').then(() => (done = true));
    await waitFor(() => expect(router.state.navigation).toBe('loading'));
    // The view renders the router's state in a transition: the busy page shows a moment later.
    await waitFor(() =>
      expect(screen.getByTestId('where').parentElement).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
    expect(done).toBe(false);
    await act(async () => data.resolve(null));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/b');
    expect(screen.getByTestId('titles')).toHaveTextContent('- | B');
    expect(router.state.navigation).toBe('idle');
    expect(done).toBe(true);
  });

  it('a newer navigation wins over one still loading', async () => {
    const slow = deferred();
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'a', Component: page('A') },
            { path: 'slow', Component: page('Slow'), loader: () => slow.promise },
            { path: 'fast', Component: page('Fast') },
          ],
        },
      ],
      '/a',
    );
    await screen.findByRole('heading', { name: 'A' });
    void router.navigate('/slow');
    await router.navigate('/fast');
    await act(async () => slow.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Fast' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Slow' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('runs every loader with the address and params, on every navigation', async () => {
    const loader = vi.fn<Loader>(() => null);
    const router = open(
      [{ path: '/', Component: Layout, children: [{ path: 'bill/:id', loader, element: null }] }],
      '/bill/7?x=1',
    );
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    const [{ url, params }] = loader.mock.calls[0]!;
    expect(url.pathname + url.search).toBe('/bill/7?x=1');
    expect(params).toEqual({ id: '7' });
    await router.navigate('/bill/7?x=1');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('every navigation, the same address included, is a new location (a fresh view)', async () => {
    const router = open(
      [{ path: '/', Component: Layout, children: [{ path: 'a', Component: page('A') }] }],
      '/a',
    );
    await screen.findByRole('heading', { name: 'A' });
    const first = router.state.location.key;
    await router.navigate('/a');
    expect(router.state.location.key).not.toBe(first);
    expect(router.state.location.pathname).toBe('/a');
  });

  it('a page’s own rewrite of its address (sameViewState) keeps its view; a navigation to it does not', async () => {
    const mounted = vi.fn();
    function Form() {
      const [typed, setTyped] = useState('');
      const { search } = useLocation();
      useEffect(() => mounted(), []);
      return (
        <>
          <p>Address query: {search || 'none'}</p>
          <input aria-label="Comments" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </>
      );
    }
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [{ path: 'requests', Component: freshOnEveryNavigation(Form) }],
        },
      ],
      '/requests?accountno=3000002',
    );
    const field = await screen.findByRole('textbox', { name: 'Comments' });
    await userEvent.type(field, 'Meter');
    const current = router.state.location;
    await router.navigate('/requests', {
      replace: true,
      state: sameViewState(current, { accountno: '3000002' }),
    });
    expect(await screen.findByText('Address query: none')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Meter');
    expect(mounted).toHaveBeenCalledTimes(1);
    // Kept again by a second rewrite.
    await router.navigate('/requests?x=1', {
      replace: true,
      state: sameViewState(router.state.location, {}),
    });
    expect(await screen.findByText('Address query: ?x=1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Meter');

    await router.navigate('/requests');
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Address query: none')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
  });
});

describe('doc 3 §2.1 guards: a loader sends the visitor elsewhere before the page shows', () => {
  it('a redirect shows its target, and the page it left never shows', async () => {
    const guarded = vi.fn(page('Secret'));
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            {
              path: 'secret',
              Component: guarded,
              loader: () => redirectTo('/login?returnUrl=%2Fsecret'),
            },
            { path: 'login', Component: page('Sign In') },
          ],
        },
      ],
      '/secret',
    );
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnUrl=%2Fsecret');
    expect(guarded).not.toHaveBeenCalled();
  });

  it("the outer route's redirect wins over its child's (maintenance before the guard)", async () => {
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          loader: ({ url }) => (url.pathname === '/maint' ? null : redirectTo('/maint')),
          children: [
            { path: 'maint', Component: page('Maintenance') },
            { path: 'secret', Component: page('Secret'), loader: () => redirectTo('/login') },
            { path: 'login', Component: page('Sign In') },
          ],
        },
      ],
      '/secret',
    );
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maint');
  });

  it('a thrown redirect works like a returned one; replaceWith() keeps no history entry', async () => {
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'a', Component: page('A') },
            {
              path: 'token',
              loader: ({ url }) => {
                if (url.search) throw replaceWith('/token');
                return null;
              },
              Component: page('Token kept'),
            },
          ],
        },
      ],
      // Arriving at /token?secret=1 from /a.
      ['/a', '/token?secret=1'],
    );
    expect(await screen.findByRole('heading', { name: 'Token kept' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Back goes to /a: the address with the query string was replaced.
    act(() => router.navigator.go(-1));
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
  });

  it('back and forward run the loaders too', async () => {
    let signedIn = true;
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            {
              path: 'a',
              Component: page('A'),
              loader: () => (signedIn ? null : redirectTo('/login')),
            },
            { path: 'b', Component: page('B') },
            { path: 'login', Component: page('Sign In') },
          ],
        },
      ],
      '/a',
    );
    await screen.findByRole('heading', { name: 'A' });
    await router.navigate('/b');
    signedIn = false;
    act(() => router.navigator.go(-1));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('endless redirects end on the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(
      [
        {
          path: '/',
          Component: Layout,
          ErrorBoundary: Failure,
          children: [{ path: 'loop', loader: () => redirectTo('/loop'), element: null }],
        },
      ],
      '/loop',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many redirects');
  });
});

describe('doc 1 §2.1 errors: a failure shows an error page, never a blank screen', () => {
  const routes: PortalRoute[] = [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: Failure,
      children: [
        { path: 'a', Component: page('A') },
        {
          path: 'broken-data',
          loader: () => {
            throw new Error('The settings could not load.');
          },
          Component: page('Never'),
        },
        {
          path: 'broken-page',
          Component: () => {
            throw new Error('The page broke.');
          },
        },
      ],
    },
  ];

  it('a loader error shows the nearest ErrorBoundary; the next navigation clears it', async () => {
    const router = open(routes, '/broken-data');
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not load.');
    expect(screen.queryByRole('heading', { name: 'Never' })).not.toBeInTheDocument();
    await router.navigate('/a');
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a render error shows the ErrorBoundary; the next navigation clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = open(routes, '/a');
    await screen.findByRole('heading', { name: 'A' });
    await router.navigate('/broken-page');
    expect(await screen.findByRole('alert')).toHaveTextContent('The page broke.');
    await router.navigate('/a');
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
  });

  it("a page's code that fails to load shows the error, and loads again on the next visit", async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: page('Lazy') });
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          ErrorBoundary: Failure,
          children: [
            { path: 'a', Component: page('A') },
            { path: 'lazy', lazy: load },
          ],
        },
      ],
      '/lazy',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('dynamically imported module');
    await router.navigate('/a');
    await router.navigate('/lazy');
    expect(await screen.findByRole('heading', { name: 'Lazy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("React Router's links and hooks navigate through the portal router", () => {
  function Links() {
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    return (
      <>
        <Link to="/b">To B</Link>
        <button type="button" onClick={() => void navigate('/c', { state: { from: 'a' } })}>
          To C
        </button>
        <button type="button" onClick={() => setParams({ accountno: '3000024' })}>
          Account
        </button>
        <p>{params.get('accountno') ?? 'no account'}</p>
      </>
    );
  }

  function StateOf() {
    return <p>{JSON.stringify(useLocation().state)}</p>;
  }

  it('Link, useNavigate (with state) and useSearchParams', async () => {
    const user = userEvent.setup();
    const guard = vi.fn(() => null);
    const router = open(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'a', Component: Links },
            { path: 'b', Component: page('B'), loader: guard },
            { path: 'c', Component: StateOf },
          ],
        },
      ],
      '/a',
    );
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByText('3000024')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?accountno=3000024');
    await user.click(screen.getByRole('link', { name: 'To B' }));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(guard).toHaveBeenCalledTimes(1);
    act(() => router.navigator.go(-1));
    await user.click(await screen.findByRole('button', { name: 'To C' }));
    expect(await screen.findByText('{"from":"a"}')).toBeInTheDocument();
  });
});

describe('doc 2 §2.3 unsaved changes: leaving a page with unsaved edits asks first', () => {
  /** A page with unsaved edits: leaving asks, and the member answers with the buttons. */
  function Editing() {
    const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null);
    const [guarding, setGuarding] = useState(true);
    useLeaveGuard(
      guarding ? () => new Promise<boolean>((resolve) => setQuestion(() => resolve)) : null,
    );
    const answer = (leave: boolean) => {
      question?.(leave);
      setQuestion(null);
    };
    return (
      <>
        <h1>Editing</h1>
        <Link to="/b">To B</Link>
        <button type="button" onClick={() => setGuarding(false)}>
          Saved
        </button>
        {question ? (
          <div role="dialog" aria-label="Leave?">
            <button type="button" onClick={() => answer(true)}>
              Leave
            </button>
            <button type="button" onClick={() => answer(false)}>
              Stay
            </button>
          </div>
        ) : null}
      </>
    );
  }

  const routes: PortalRoute[] = [
    {
      path: '/',
      Component: Layout,
      children: [
        { path: 'a', Component: page('A') },
        { path: 'edit', Component: Editing },
        { path: 'b', Component: page('B') },
      ],
    },
  ];

  it('a link asks; Stay keeps the page, Leave goes', async () => {
    const user = userEvent.setup();
    const router = open(routes, '/edit');
    await user.click(await screen.findByRole('link', { name: 'To B' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    await user.click(screen.getByRole('link', { name: 'To B' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
  });

  it('back is undone while it asks; Stay keeps the page and its entry, Leave goes back', async () => {
    const user = userEvent.setup();
    const router = open(routes, ['/a', '/edit']);
    await screen.findByRole('heading', { name: 'Editing' });
    act(() => router.navigator.go(-1));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    act(() => router.navigator.go(-1));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/a');
  });

  it('once nothing is left unsaved, leaving does not ask', async () => {
    const user = userEvent.setup();
    open(routes, '/edit');
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    await user.click(screen.getByRole('link', { name: 'To B' }));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });
});
