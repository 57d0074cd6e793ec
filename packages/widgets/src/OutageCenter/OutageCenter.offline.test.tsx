import { http, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { OutageCenter } from './OutageCenter';
import { createReportQueue, memoryStorage, type QueueStorage } from './reportQueue';

const { server, countRequests } = setUpDemoBackend();
afterEach(() => vi.restoreAllMocks());

const QUEUED =
  'Your outage report is saved on this device and will be sent when you are back online.';
const RECEIVED = /Your outage report for account 1000001 has been received/;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

/** The widget for member.demo's 1000001, with a queue kept in `storage` (one page load). */
async function load(storage: QueueStorage) {
  const session = await memberSession('member.demo');
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <OutageCenter
        accountNumber="1000001"
        memberNumber="800001"
        offlineQueue={createReportQueue(storage)}
      />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

async function report(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('tab', { name: 'Report an Outage' }, { timeout: 5_000 }),
  );
  const issues = await screen.findByRole('radiogroup', { name: 'Issue' });
  await user.click(within(issues).getByRole('radio', { name: 'My power is completely out' }));
  await user.click(screen.getByRole('checkbox', { name: 'Call me back about this outage' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('doc 2 §3 outage report, never lost and never twice: offline', () => {
  it('offline: the report is saved on the device, kept across a reload, and sent once with its key when back online', async () => {
    const reports = countRequests(/\/outages\/report$/);
    const storage = memoryStorage();
    setOnline(false);
    const first = await load(storage);
    await report(first.user);
    expect(await screen.findByText(QUEUED)).toBeVisible();
    expect(reports).toHaveLength(0);

    first.unmount();
    await load(storage);
    expect(await screen.findByText(QUEUED)).toBeVisible();
    expect(reports).toHaveLength(0);

    setOnline(true);
    expect(await screen.findByText(RECEIVED, undefined, { timeout: 5_000 })).toBeVisible();
    expect(await screen.findByText('OFF')).toBeVisible();
    expect(screen.queryByText(QUEUED)).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(
      await createReportQueue(storage).list({ memberNumber: '800001', apiBaseUrl: API }),
    ).toEqual([]);
    expect(reports[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a send that finds no network is queued, and the retry carries the same key', async () => {
    const reports = countRequests(/\/outages\/report$/);
    server.use(http.post(`${API}/v3/outages/report`, () => HttpResponse.error(), { once: true }));
    const storage = memoryStorage();
    const { user } = await load(storage);
    await report(user);
    expect(await screen.findByText(QUEUED)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(RECEIVED, undefined, { timeout: 5_000 })).toBeVisible();
    expect(reports).toHaveLength(2);
    const [failed, sent] = reports.map((request) => request.headers.get('Idempotency-Key'));
    expect(sent).toBe(failed);
  });

  it('two tabs back online at once: the queued report is sent once', async () => {
    const reports = countRequests(/\/outages\/report$/);
    const storage = memoryStorage();
    setOnline(false);
    const first = await load(storage);
    await report(first.user);
    expect(await screen.findByText(QUEUED)).toBeVisible();
    await load(storage);
    setOnline(true);
    expect(await screen.findAllByText(RECEIVED, undefined, { timeout: 5_000 })).toHaveLength(1);
    expect(reports).toHaveLength(1);
  });
});
