import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string) => renderScreens(screens, url, { signedInAs: 'member.many' });
const accounts = () => screen.findByRole('grid', { name: 'Your accounts' }, { timeout: 5_000 });

describe('/view-all-accounts: every account of the signed-in member', () => {
  it('lists member.many’s seven accounts under one All Accounts title', async () => {
    await open('/view-all-accounts');
    const grid = await accounts();
    expect(screen.getAllByRole('heading', { name: 'All Accounts' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'All Accounts' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'All Accounts' })).toContainElement(grid);
    // the header row and seven accounts
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByText('$815.46')).toBeInTheDocument();
  });

  it('an account’s Account Overview opens its overview, flagged as coming from the list', async () => {
    const user = userEvent.setup();
    const { router } = await open('/view-all-accounts');
    const row = within(within(await accounts()).getByRole('row', { name: /3000026/ }));
    await user.click(row.getByRole('link', { name: 'Account Overview account 3000026' }));
    expect(router.state.location.pathname).toBe('/accountoverview');
    expect(router.state.location.search).toBe('?accountno=3000026&isFromViewAllAccounts=true');
  });
});

describe('/account-list: the older address of the list', () => {
  it('goes to /view-all-accounts with the query kept, in place of itself', async () => {
    const { router } = await open('/account-list?accountno=3000026');
    await accounts();
    expect(router.state.location.pathname).toBe('/view-all-accounts');
    expect(router.state.location.search).toBe('?accountno=3000026');
    expect(router.state.action).toBe('REPLACE');
  });
});
