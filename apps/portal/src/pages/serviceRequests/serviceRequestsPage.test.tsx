import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('doc 3 §2.5 Service Requests (/service-requests)', () => {
  it('the primary account’s form and history under one title', async () => {
    await renderScreens(screens, '/service-requests', { signedInAs: 'member.demo' });
    expect(
      await screen.findByRole(
        'grid',
        { name: 'Service requests of account 1000001' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Service Requests' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Service Requests' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Service Type/ })).toBeVisible();
  });

  it('query accountno: that account, and the query is taken out of the address in place', async () => {
    const { router } = await renderScreens(screens, '/before', { signedInAs: 'member.demo' });
    void router.navigate('/service-requests?accountno=3000002&isFromViewAllAccounts=true');
    expect(
      await screen.findByText(
        'There are no service requests on this account yet.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Service requests of account 3000002.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?isFromViewAllAccounts=true'));
    expect(router.state.location.state).toMatchObject({ accountno: '3000002' });
    expect(screen.getByText('Service requests of account 3000002.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to All Accounts' })).toBeVisible();
    // Replaced, not pushed: Back leaves the page instead of returning to the address with the query.
    router.navigator.go(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/before'));
  });
});
