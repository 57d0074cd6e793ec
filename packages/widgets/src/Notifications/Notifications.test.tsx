import {
  addNotificationContact,
  apiMessages,
  deleteNotificationContact,
  getNotifications,
  updateNotifications,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { NotificationContacts } from './NotificationContacts';
import { NotificationPreferences } from './NotificationPreferences';

const { server, countRequests } = setUpDemoBackend();
const serverError = apiMessages.serverError;

const alert = (description: string, account: string) =>
  within(screen.getByRole('region', { name: `Account ${account}` })).getByRole('group', {
    name: description,
  });

describe('doc 1 §2.2 Manage Notifications: alerts by email and text per account', () => {
  it('shows each account’s alerts with their channels and where they go', async () => {
    renderSignedIn('member.demo', <NotificationPreferences memberNumber="800001" />);
    await screen.findByRole('region', { name: 'Account 1000001' }, { timeout: 5_000 });
    expect(screen.getByText('Emails go to jordan.rivers@example.com.')).toBeTruthy();
    expect(screen.getByText('Text messages go to (555) 214-1111.')).toBeTruthy();
    const due = alert('Payment due reminder (3 days before)', '1000001');
    expect(within(due).getByRole('checkbox', { name: 'Email' })).toHaveProperty('checked', true);
    expect(within(due).getByRole('checkbox', { name: 'Text message' })).toHaveProperty(
      'checked',
      true,
    );
    for (const name of [
      'New bill is ready',
      'Payment received',
      'Outage and restoration updates',
    ]) {
      expect(alert(name, '3000002')).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Manage Contacts' }).getAttribute('href')).toBe(
      '/manage-contacts',
    );
  });

  it('Save sends the choices once per press, and the saved choices come back', async () => {
    const puts = countRequests(/\/notifications$/);
    const { user } = await renderSignedIn(
      'member.demo',
      <NotificationPreferences memberNumber="800001" />,
    );
    await screen.findByRole('region', { name: 'Account 1000001' }, { timeout: 5_000 });
    await user.click(
      within(alert('New bill is ready', '1000001')).getByRole('checkbox', { name: 'Text message' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification preferences have been saved.')).toBeTruthy();
    const sent = puts.filter((request) => request.method === 'PUT');
    expect(sent).toHaveLength(1);
    const body = (await sent[0]!.json()) as {
      subscriptions: { notificationId: string; sms: boolean }[];
    };
    expect(body.subscriptions.find((s) => s.notificationId === 'BILL-1000001')?.sms).toBe(true);
    expect(
      within(alert('New bill is ready', '1000001')).getByRole('checkbox', { name: 'Text message' }),
    ).toHaveProperty('checked', true);
  });

  it('a failed save keeps the choices and says why', async () => {
    server.use(
      http.put(anyBase(updateNotifications.path), () =>
        errorAnswer(400, 'Notifications are being updated. Please try again later.'),
      ),
    );
    const { user } = await renderSignedIn(
      'member.demo',
      <NotificationPreferences memberNumber="800001" />,
    );
    await screen.findByRole('region', { name: 'Account 1000001' }, { timeout: 5_000 });
    const email = () =>
      within(alert('Outage and restoration updates', '1000001')).getByRole('checkbox', {
        name: 'Email',
      });
    await user.click(email());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your notification preferences were not saved. Notifications are being updated. Please try again later.',
      ),
    ).toBeTruthy();
    expect(email()).toHaveProperty('checked', true);
  });

  it('a channel without a verified contact cannot be turned on, and says how to get one', async () => {
    server.use(
      http.get(anyBase(getNotifications.path), () =>
        Response.json({
          subscriptions: [
            {
              notificationId: 'BILL-1000001',
              description: 'New bill is ready',
              accountNumber: '1000001',
              email: true,
              sms: false,
            },
          ],
          contacts: [
            { contactId: 'C1', type: 'Email', value: 'a@example.com', verified: true },
            { contactId: 'C2', type: 'SMS', value: '(555) 014-2468', verified: false },
          ],
        }),
      ),
    );
    renderSignedIn('member.demo', <NotificationPreferences memberNumber="800001" />);
    await screen.findByRole('region', { name: 'Account 1000001' }, { timeout: 5_000 });
    expect(
      screen.getByText('Add and verify a mobile phone to receive alerts by text message.'),
    ).toBeTruthy();
    expect(
      within(alert('New bill is ready', '1000001')).getByRole('checkbox', { name: 'Text message' }),
    ).toHaveProperty('disabled', true);
  });
});

describe('doc 1 §2.2 Manage Contacts: add, verify and remove a contact', () => {
  const contactList = () =>
    screen.findByRole('list', { name: 'Your contacts' }, { timeout: 5_000 });

  it('lists the member’s contacts with their kind and whether they are verified', async () => {
    renderSignedIn('member.demo', <NotificationContacts memberNumber="800001" />);
    const list = await contactList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('jordan.rivers@example.com'),
      expect.stringContaining('(555) 214-1111'),
    ]);
    expect(items[0]!.textContent).toContain('Email · Verified');
    expect(items[1]!.textContent).toContain('Mobile phone · Verified');
  });

  it('checks the new contact before it is sent', async () => {
    const posts = countRequests(/\/contacts$/);
    const { user } = await renderSignedIn(
      'member.demo',
      <NotificationContacts memberNumber="800001" />,
    );
    await contactList();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(
      (await screen.findAllByText('Please enter a valid email address.')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Mobile phone' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), '5552141111');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(
      (await screen.findAllByText('This contact is already on your list.')).length,
    ).toBeGreaterThan(0);
    expect(posts).toHaveLength(0);
  });

  it('adds a mobile phone, a wrong code is refused, the right one verifies it', async () => {
    const { user } = await renderSignedIn(
      'member.demo',
      <NotificationContacts memberNumber="800001" />,
    );
    await contactList();
    await user.click(screen.getByRole('radio', { name: 'Mobile phone' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), '5550142468');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const heading = await screen.findByRole('heading', { name: 'Verify (555) 014-2468' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('Mobile phone · Not verified')).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      (
        await screen.findAllByText(
          'The verification code is not correct. Please check it and try again.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('(555) 014-2468 is verified. Alerts can now be sent to it.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Not verified/)).toBeNull());
  });

  it('removes a contact only after the confirmation', async () => {
    const deletes = countRequests(/\/contacts\/C2$/);
    const { user } = await renderSignedIn(
      'member.demo',
      <NotificationContacts memberNumber="800001" />,
    );
    await contactList();
    await user.click(screen.getByRole('button', { name: 'Remove (555) 214-1111' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove (555) 214-1111' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove this contact?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await screen.findByText('(555) 214-1111 has been removed.')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(deletes).toHaveLength(1);
  });

  it('a failed add or removal says why', async () => {
    server.use(
      http.post(anyBase(addNotificationContact.path), () =>
        errorAnswer(400, 'Contacts cannot be added right now.'),
      ),
      http.delete(anyBase(deleteNotificationContact.path), () => errorAnswer(500, 'Server Error')),
    );
    const { user } = await renderSignedIn(
      'member.demo',
      <NotificationContacts memberNumber="800001" />,
    );
    await contactList();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Contacts cannot be added right now.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveProperty(
      'value',
      'new@example.com',
    );

    await user.click(screen.getByRole('button', { name: 'Remove (555) 214-1111' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove this contact?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await screen.findByText(serverError)).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });
});
