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

const open = (url: string) => renderScreens(screens, url, { signedInAs: 'member.demo' });
const profile = () => screen.findByRole('region', { name: 'Account Profile' }, { timeout: 5_000 });

describe('doc 2 §2.2 account profile page', () => {
  it('shows the primary account’s profile under one Account Profile title', async () => {
    await open('/account-profile');
    const region = await profile();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Profile' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Account Profile' })).toHaveLength(1);
    // 1000001 carries the spouse
    expect(await within(region).findByText('Dana Rivers')).toBeVisible();
  });

  it('shows the account of query accountno when it is the member’s', async () => {
    await open('/account-profile?accountno=3000003');
    const region = await profile();
    await within(region).findByRole('heading', { name: 'Name' });
    expect(within(region).queryByText('Dana Rivers')).not.toBeInTheDocument();
  });

  it('after a phone save Continue leads to the notification settings', async () => {
    const user = userEvent.setup();
    const { router } = await open('/account-profile');
    const region = await profile();
    await user.click(await within(region).findByRole('button', { name: 'Edit Phones' }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/manage-notifications');
  });
});
