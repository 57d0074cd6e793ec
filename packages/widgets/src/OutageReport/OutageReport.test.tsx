import { createSession } from '@coop-portal/api-client';
import { setDemoOverrides } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReportQueue, memoryStorage, type QueueStorage } from '../OutageCenter/reportQueue';
import { CoopWidgetProvider } from '../provider';
import {
  memberSession,
  memoryStorage as sessionStorage,
  setUpDemoBackend,
  TEST_API as API,
} from '../shared/testing';
import { OutageReport, type OutageReportProps } from './OutageReport';

const { server, countRequests } = setUpDemoBackend();
afterEach(() => {
  setDemoOverrides();
  vi.restoreAllMocks();
});

const QUEUED =
  'Your outage report is saved on this device and will be sent when you are back online.';
const received = (account: string) =>
  new RegExp(`Your outage report for account ${account} has been received`);

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

/** The widget for a guest (no one signed in), its queue kept in `storage`. */
function renderGuest(props: Partial<OutageReportProps> = {}, storage = memoryStorage()) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider
      apiBaseUrl={API}
      applicationId="web"
      session={createSession({ storage: sessionStorage() })}
    >
      <OutageReport offlineQueue={createReportQueue(storage)} {...props} />
    </CoopWidgetProvider>,
  );
  return { user, storage, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

async function verify(user: User, account = '1000002', phone = '2222') {
  await user.type(await screen.findByRole('textbox', { name: 'Account Number' }), account);
  await user.type(screen.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }), phone);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

async function fillReport(user: User) {
  const issues = await screen.findByRole('radiogroup', { name: 'Issue' }, { timeout: 5_000 });
  await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
  await user.click(screen.getByRole('checkbox', { name: 'Call me back about this outage' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('doc 1 §2.1, §2.2 the emergency outage number and the outage map link', () => {
  it('shows the emergency number as a phone link and the map link from the site settings', async () => {
    renderGuest();
    expect(await screen.findByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    expect(await screen.findByRole('link', { name: /Open the Outage Map/ })).toHaveAttribute(
      'href',
      expect.stringContaining('#outage-map'),
    );
  });

  it('no map link while the OutageMapLinkEnabled feature is off', async () => {
    setDemoOverrides({ features: { OutageMapLinkEnabled: false } });
    renderGuest();
    expect(await screen.findByRole('link', { name: '1-800-555-0199' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Open the Outage Map/ })).not.toBeInTheDocument();
  });
});

describe('doc 1 §5.1 the guest’s verification (account number and last 4 phone digits)', () => {
  it('an empty submit shows the messages on their fields and focuses the account number', async () => {
    const { user } = renderGuest();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const account = screen.getByRole('textbox', { name: 'Account Number' });
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your account number.'),
    );
    expect(
      screen.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Please enter last 4 digits of your phone number.'),
    );
  });

  it('a wrong pair shows the server’s message, and onError is told', async () => {
    const onError = vi.fn();
    const { user } = renderGuest({ onError });
    await verify(user, '1000002', '1111');
    expect(
      await screen.findByText(
        'The account number and phone number you entered do not match our records.',
      ),
    ).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith({
      step: 'verify',
      message: 'The account number and phone number you entered do not match our records.',
    });
  });
});

describe('doc 2 §3, §4, §5 the guest’s outage report', () => {
  it('verified: the service address and power ON; a report shows the server’s message, once', async () => {
    const reports = countRequests(/\/outages\/guest\/report$/);
    const onReported = vi.fn();
    const { user } = renderGuest({ onReported });
    await verify(user);
    expect(await screen.findByText('27 Cottonwood Ln, Riverbend, KS 66000')).toBeVisible();
    expect(screen.getByText('ON')).toBeVisible();
    const issues = await screen.findByRole('radiogroup', { name: 'Issue' }, { timeout: 5_000 });
    await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const phone = await screen.findByRole('combobox', { name: /Call-back Phone Number/ });
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('You must enter a phone number'),
    );
    await user.type(phone, '5552102222');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(received('1000002'))).toBeInTheDocument();
    expect(onReported).toHaveBeenCalledWith({
      accountNumber: '1000002',
      statusMessage: expect.stringMatching(received('1000002')),
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers.get('Outage-Token')).toMatch(/^demo-outage~1000002~/);
    expect(reports[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an active outage at the location: OFF and the outage message, no report form', async () => {
    const { user } = renderGuest();
    await verify(user);
    await fillReport(user);
    expect(await screen.findByText(received('1000002'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report another outage' }));
    await verify(user);
    expect(await screen.findByText('OFF')).toBeVisible();
    expect(
      screen.getByText(
        'There is an active outage at your service location. Our crews are working to restore your service.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Issue' })).not.toBeInTheDocument();
  });

  it('an expired verification: back to the verification with a message', async () => {
    server.use(
      http.post(`${API}/v3/outages/guest/report`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const { user } = renderGuest();
    await verify(user);
    await fillReport(user);
    expect(
      await screen.findByText('Your verification has expired. Please verify your account again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toHaveValue('1000002');
  });
});

describe('doc 2 §3 the guest’s report, never lost and never twice: offline', () => {
  async function load(storage: QueueStorage) {
    return renderGuest({}, storage);
  }

  it('offline: saved on the device with its token, kept across a reload, sent once when back online', async () => {
    const reports = countRequests(/\/outages\/guest\/report$/);
    const storage = memoryStorage();
    const first = await load(storage);
    await verify(first.user);
    setOnline(false);
    await fillReport(first.user);
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(reports).toHaveLength(0);
    first.unmount();

    await load(storage);
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    setOnline(true);
    expect(
      await screen.findByText(received('1000002'), undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(QUEUED)).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers.get('Outage-Token')).toMatch(/^demo-outage~1000002~/);
    expect(await createReportQueue(storage).list({ guest: true, apiBaseUrl: API })).toEqual([]);
  });
});

describe('a signed-in member (a host app’s session) reports as that member', () => {
  it('no verification: the member’s report call for the primary account', async () => {
    const reports = countRequests(/\/outages\/report$/);
    const session = await memberSession('member.demo');
    const user = userEvent.setup({ delay: null });
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
        <OutageReport offlineQueue={null} />
      </CoopWidgetProvider>,
    );
    await fillReport(user);
    expect(await screen.findByText(received('1000001'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Account Number' })).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers.get('Authorization')).toMatch(/^Bearer demo-member~/);
  });
});
