import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { Link, Outlet, useHref, useLocation, useNavigate, useParams } from './hooks';
import {
  createPortalBrowserRouter,
  createPortalMemoryRouter,
  matchPortalRoutes,
  PortalRouterProvider,
  type PortalRoute,
} from './router';

const routes: PortalRoute[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { index: true, id: 'home' },
      { path: 'accountoverview', id: 'overview' },
      { path: 'accountoverview/:link', id: 'overview-link' },
      { path: 'billpayments/history', id: 'history' },
      { id: 'layout', children: [{ path: 'quick-pay', id: 'quick-pay' }] },
      { path: '*', id: 'unknown' },
    ],
  },
];

const matched = (path: string, basename?: string) =>
  matchPortalRoutes(routes, path, basename).map((match) => match.route.id);

describe('doc 3 §2.1 routing: which route an address opens', () => {
  it('matches whatever the case, with or without a trailing slash, nested in its layout', () => {
    expect(matched('/')).toEqual(['root', 'home']);
    expect(matched('/AccountOverview/')).toEqual(['root', 'overview']);
    expect(matched('/billpayments/history?x=1#y')).toEqual(['root', 'history']);
    expect(matched('/quick-pay')).toEqual(['root', 'layout', 'quick-pay']);
  });

  it('a static segment before a dynamic one before the rest; params decoded', () => {
    const [, link] = matchPortalRoutes(routes, '/accountoverview/view%20bill');
    expect(link?.route.id).toBe('overview-link');
    expect(link?.params).toEqual({ link: 'view bill' });
    const unknown = matchPortalRoutes(routes, '/no/such/page').at(-1);
    expect(unknown?.route.id).toBe('unknown');
    expect(unknown?.params).toEqual({ '*': 'no/such/page' });
  });

  it('under a basename: its paths only', () => {
    expect(matched('/portal/accountoverview', '/portal')).toEqual(['root', 'overview']);
    expect(matched('/Portal', '/portal/')).toEqual(['root', 'home']);
    expect(matched('/portalx/accountoverview', '/portal')).toEqual([]);
  });
});

describe('doc 3 §2.1 routing: the history', () => {
  it('the browser’s entries keep the state, a key and their position; back reports how far', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory(window);
    const moves: (number | null)[] = [];
    const stop = history.listen(({ delta }) => moves.push(delta));
    history.push('/a?x=1', { accountno: '3000002' });
    expect(window.location.pathname + window.location.search).toBe('/a?x=1');
    expect(window.history.state).toMatchObject({ usr: { accountno: '3000002' }, idx: 1 });
    expect(history.location).toMatchObject({
      pathname: '/a',
      search: '?x=1',
      state: { accountno: '3000002' },
    });
    history.replace('/b');
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    history.go(-1);
    await waitFor(() => expect(moves).toEqual([-1]));
    expect(history.location.pathname).toBe('/start');
    stop();
  });

  it('in memory: starts at the last entry; go moves within the entries', () => {
    const history = createMemoryHistory(['/a', '/b']);
    expect(history.location.pathname).toBe('/b');
    history.push('/c', { n: 1 });
    history.go(-5);
    expect(history.location.pathname).toBe('/a');
    history.go(2);
    expect(history.location).toMatchObject({ pathname: '/c', state: { n: 1 } });
  });
});

function Shown() {
  const location = useLocation();
  const { link } = useParams();
  return (
    <p data-testid="shown">
      {location.pathname}
      {location.search} {link ?? '-'} {JSON.stringify(location.state)}
    </p>
  );
}

function Links() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/accountoverview/bills" state={{ from: 'link' }}>
        Bills
      </Link>
      <a href={useHref('/billpayments/history?tab=2')}>History</a>
      <button type="button" onClick={() => navigate('?accountno=3000024', { replace: true })}>
        Account
      </button>
      <Shown />
      <Outlet />
    </>
  );
}

const pageRoutes: PortalRoute[] = [
  {
    path: '/',
    Component: Links,
    children: [
      { path: 'accountoverview', element: null },
      { path: 'accountoverview/:link', element: null },
    ],
  },
];

describe('doc 3 §2.1 routing: links and navigation in the page', () => {
  it('a plain click opens the path in the page with its state; the params follow', async () => {
    const router = createPortalMemoryRouter(pageRoutes, { initialEntries: ['/accountoverview'] });
    render(<PortalRouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Bills' }));
    await waitFor(() =>
      expect(screen.getByTestId('shown')).toHaveTextContent(
        '/accountoverview/bills bills {"from":"link"}',
      ),
    );
    // The query alone: the same path, the entry replaced.
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() =>
      expect(screen.getByTestId('shown')).toHaveTextContent(
        '/accountoverview/bills?accountno=3000024',
      ),
    );
    expect(router.state.action).toBe('REPLACE');
  });

  it('a click with a modifier is the browser’s (a new tab): the page stays', async () => {
    const router = createPortalMemoryRouter(pageRoutes, { initialEntries: ['/accountoverview'] });
    render(<PortalRouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Bills' });
    const opened = fireEvent.click(link, { ctrlKey: true });
    expect(opened).toBe(true);
    expect(router.state.location.pathname).toBe('/accountoverview');
  });

  it('under a basename, hrefs and the address carry it; pages see their own paths', async () => {
    window.history.replaceState(null, '', '/portal/accountoverview');
    const router = createPortalBrowserRouter(pageRoutes, { basename: '/portal' });
    render(<PortalRouterProvider router={router} />);
    const bills = await screen.findByRole('link', { name: 'Bills' });
    expect(bills).toHaveAttribute('href', '/portal/accountoverview/bills');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/portal/billpayments/history?tab=2',
    );
    expect(screen.getByTestId('shown')).toHaveTextContent('/accountoverview -');
    await userEvent.click(bills);
    await waitFor(() => expect(window.location.pathname).toBe('/portal/accountoverview/bills'));
    // The address changes before React renders the page it names.
    await waitFor(() =>
      expect(screen.getByTestId('shown')).toHaveTextContent('/accountoverview/bills bills'),
    );
    // A link to the address shown replaces its entry, as the browser does.
    const length = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Bills' }));
    await waitFor(() => expect(router.state.action).toBe('REPLACE'));
    expect(window.history.length).toBe(length);
    router.dispose();
  });
});
