import { ApiError } from '@coop-portal/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createReportQueue, memoryStorage, type QueuedOutageReport } from './reportQueue';

const API = 'https://coop.example/api';
const member = { memberNumber: '800001', apiBaseUrl: API };
const body = (accountNumber: string) => ({
  accountNumber,
  callBack: false,
  outageReason: 'Power line down',
  outageReportOrigin: 'WEB',
});
const report = (key: string, accountNumber = '1000001') => ({
  key,
  body: body(accountNumber),
  ...member,
});
const offline = () =>
  new ApiError('Failed to fetch', { kind: 'network', endpoint: 'POST /v3/outages/report' });
const refused = () =>
  new ApiError('Account is closed', {
    kind: 'http',
    status: 400,
    endpoint: 'POST /v3/outages/report',
  });

describe('doc 2 §3 outage report: never lost, never twice (the on-device queue)', () => {
  it('keeps a report with its key, once per key, for its own member and API only', async () => {
    const queue = createReportQueue(memoryStorage(), () => 1000);
    await queue.add(report('key-1'));
    await queue.add(report('key-1'));
    await queue.add({ ...report('key-2'), memberNumber: '800002' });
    await queue.add({ ...report('key-3'), apiBaseUrl: 'https://other.example/api' });
    expect(await queue.list(member)).toEqual([{ ...report('key-1'), queuedAt: 1000 }]);
    expect(await queue.list({ ...member, accountNumber: '3000002' })).toEqual([]);
  });

  it('a guest’s report (with its outage token) is the guests’, never a member’s', async () => {
    const queue = createReportQueue(memoryStorage(), () => 1000);
    const guest = { ...report('key-g'), memberNumber: '', outageToken: 'token-1' };
    await queue.add(guest);
    await queue.add({ ...report('key-m'), memberNumber: '' });
    expect(await queue.list({ guest: true, apiBaseUrl: API })).toEqual([
      { ...guest, queuedAt: 1000 },
    ]);
    expect(await queue.list({ memberNumber: '', apiBaseUrl: API })).toEqual([
      { ...report('key-m'), memberNumber: '', queuedAt: 1000 },
    ]);
    expect(await queue.list({ guest: true, apiBaseUrl: 'https://other.example/api' })).toEqual([]);
  });

  it('sends each queued report once with its own key, then forgets it', async () => {
    const queue = createReportQueue(memoryStorage());
    await queue.add(report('key-1'));
    await queue.add(report('key-2', '3000002'));
    const send = vi.fn((queued: QueuedOutageReport) =>
      Promise.resolve({ statusMessage: `Received ${queued.body.accountNumber}` }),
    );
    const outcomes = await queue.sendAll(member, send);
    expect(send.mock.calls.map(([queued]) => queued.key)).toEqual(['key-1', 'key-2']);
    expect(outcomes.map((outcome) => outcome.sent && outcome.statusMessage)).toEqual([
      'Received 1000001',
      'Received 3000002',
    ]);
    expect(await queue.list(member)).toEqual([]);
    expect(await queue.sendAll(member, send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('two tabs sending at once: the report goes out once', async () => {
    const storage = memoryStorage();
    const queue = createReportQueue(storage);
    const otherTab = createReportQueue(storage);
    await queue.add(report('key-1'));
    let answer!: () => void;
    const send = vi.fn(
      () =>
        new Promise<{ statusMessage: string }>(
          (resolve) => (answer = () => resolve({ statusMessage: 'ok' })),
        ),
    );
    const first = queue.sendAll(member, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await otherTab.sendAll(member, send)).toEqual([]);
    answer();
    expect(await first).toHaveLength(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a send that finds no network keeps the report for the next time, with the same key', async () => {
    const queue = createReportQueue(memoryStorage());
    await queue.add(report('key-1'));
    expect(await queue.sendAll(member, () => Promise.reject(offline()))).toEqual([]);
    const send = vi.fn(() => Promise.resolve({ statusMessage: 'ok' }));
    await queue.sendAll(member, send);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: 'key-1' }));
    expect(await queue.list(member)).toEqual([]);
  });

  it('a report the server refuses leaves the queue with the server’s error', async () => {
    const queue = createReportQueue(memoryStorage());
    await queue.add(report('key-1'));
    const [outcome] = await queue.sendAll(member, () => Promise.reject(refused()));
    expect(outcome).toMatchObject({ sent: false, error: { message: 'Account is closed' } });
    expect(await queue.list(member)).toEqual([]);
  });

  it('a tab that closed mid-send: after a minute the report is sent again with its key', async () => {
    let clock = 0;
    const storage = memoryStorage();
    const closedTab = createReportQueue(storage, () => clock);
    await closedTab.add(report('key-1'));
    expect(await closedTab.claim(member)).toHaveLength(1);
    const nextLoad = createReportQueue(storage, () => clock);
    const send = vi.fn(() => Promise.resolve({ statusMessage: 'ok' }));
    expect(await nextLoad.sendAll(member, send)).toEqual([]);
    clock = 60_001;
    expect(await nextLoad.sendAll(member, send)).toHaveLength(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: 'key-1' }));
  });
});
