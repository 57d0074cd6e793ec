import { createDemoServer } from '@coop-portal/mocks/node';
import { resetDemoStore } from '@coop-portal/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoStore();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string) => renderScreens(screens, url, { signedInAs: 'member.demo' });

describe('doc 1 §2.2 Notifications pages', () => {
  it('/notifications: both parts at a glance, each with a link to its page', async () => {
    const user = userEvent.setup();
    const { router } = await open('/notifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 5_000 }),
    ).toBeVisible();
    const contacts = await screen.findByRole(
      'region',
      { name: 'Manage Contacts' },
      { timeout: 5_000 },
    );
    expect(within(contacts).getByText('2 of 2 contacts are verified.')).toBeVisible();
    const alerts = screen.getByRole('region', { name: 'Manage Notifications' });
    // member.demo: three accounts × four alerts; 1000001 has one more text alert.
    expect(within(alerts).getByText('13 alerts are on.')).toBeVisible();
    await user.click(within(alerts).getByRole('link', { name: 'Manage Notifications' }));
    expect(router.state.location.pathname).toBe('/manage-notifications');
  });

  it('/manage-notifications: the alerts per account under one title', async () => {
    await open('/manage-notifications');
    await screen.findByRole('region', { name: 'Account 1000001' }, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { name: 'Manage Notifications' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Account 3000002' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('/manage-contacts: the contacts under one title, with the add form', async () => {
    await open('/manage-contacts');
    const list = await screen.findByRole('list', { name: 'Your contacts' }, { timeout: 5_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Manage Contacts' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Add a contact' })).toBeVisible();
  });

  it.each([
    ['/notifications', { features: { Notifications: false } }],
    ['/manage-notifications', { config: { allowSubscribeForNotification: false } }],
    ['/manage-contacts', { features: { Notifications: false } }],
  ])(
    '%s says notifications are not available when the menu hides them (%j)',
    async (url, overrides) => {
      localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify(overrides));
      await open(url);
      expect(
        await screen.findByText('Notifications are not available at this time.', { exact: false }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
        'href',
        '/accountoverview',
      );
      expect(screen.queryByRole('button', { name: /Save|Add contact/ })).not.toBeInTheDocument();
    },
  );
});
