import { isApiError, type EndpointInput, type reportOutage } from '@coop-portal/api-client';
import { createStore, get, update, type UseStore } from 'idb-keyval';

/** The outage report payload (doc 2 §3). */
export type OutageReport = EndpointInput<typeof reportOutage>['body'];

/** An outage report kept on the device until it can be sent. */
export interface QueuedOutageReport {
  /** The report's `Idempotency-Key`, made once for it: every send of it carries this key. */
  key: string;
  body: OutageReport;
  /**
   * Who reported it, and to which API: only that member's session on that API sends it. A
   * guest's report has no member ('') and carries the outage token of the guest's verification
   * instead, sent with it (a token that has expired by then is refused, as a server's answer).
   */
  memberNumber: string;
  outageToken?: string;
  apiBaseUrl: string;
  /** When it was queued (ms since the epoch). */
  queuedAt: number;
  /** While a tab sends it: until when that tab holds it (ms since the epoch). */
  claimedUntil?: number;
}

/**
 * Where the queue is kept: one value, read and changed in one step. `update` must run its updater
 * and store the result atomically (idb-keyval's `update` does both in one IndexedDB transaction,
 * which the browser runs one at a time across the tabs of a site).
 */
export interface QueueStorage {
  get(key: string): Promise<unknown>;
  update(key: string, updater: (old: unknown) => unknown): Promise<void>;
}

/**
 * Which reports a caller may see or send: one member's, or the guests' (`guest: true`), on one API
 * (and one account, if given).
 */
export type QueueFilter = {
  apiBaseUrl: string;
  accountNumber?: string;
} & ({ memberNumber: string; guest?: never } | { guest: true; memberNumber?: never });

/** What became of a queued report that was sent. */
export type SendOutcome =
  | { report: QueuedOutageReport; sent: true; statusMessage: string }
  | { report: QueuedOutageReport; sent: false; error: unknown };

const QUEUE_KEY = 'outage-reports';
/** How long a tab holds a report it is sending before another may send it (same key) again. */
const CLAIM_MS = 60_000;

const entries = (value: unknown): QueuedOutageReport[] =>
  Array.isArray(value) ? (value as QueuedOutageReport[]) : [];

const matches = (report: QueuedOutageReport, filter: QueueFilter) =>
  (filter.guest
    ? report.outageToken !== undefined
    : report.outageToken === undefined && report.memberNumber === filter.memberNumber) &&
  report.apiBaseUrl === filter.apiBaseUrl &&
  (filter.accountNumber === undefined || report.body.accountNumber === filter.accountNumber);

/** True when a send failed for lack of a network (no answer at all), not on a server's answer. */
export function isOfflineFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/**
 * The on-device queue of outage reports made while offline. Never sent twice: a tab takes a report
 * (marks it as its own for a minute, in the same step that reads it) before sending it, so a second
 * tab, or a second `online` event, finds it taken and leaves it; it leaves the queue once the
 * server has answered, and is given back if the send found no network. Never lost: a tab that
 * closes mid-send leaves the report in the queue, and once its minute is over the next load sends
 * it again with the same `Idempotency-Key`, which the server answers with its first answer without
 * recording the report twice.
 */
export function createReportQueue(storage: QueueStorage, now: () => number = Date.now) {
  const change = (updater: (list: QueuedOutageReport[]) => QueuedOutageReport[]) =>
    storage.update(QUEUE_KEY, (old) => updater(entries(old)));

  const queue = {
    /** The reports waiting for this member (and account), oldest first. */
    async list(filter: QueueFilter): Promise<QueuedOutageReport[]> {
      return entries(await storage.get(QUEUE_KEY)).filter((report) => matches(report, filter));
    },

    /** Keeps a report; a report whose key is already queued is not added again. */
    add(report: Omit<QueuedOutageReport, 'queuedAt' | 'claimedUntil'>): Promise<void> {
      return change((list) =>
        list.some(({ key }) => key === report.key)
          ? list
          : [...list, { ...report, queuedAt: now() }],
      );
    },

    /** Takes the reports no other tab is sending; returns those this call took. */
    async claim(filter: QueueFilter): Promise<QueuedOutageReport[]> {
      const taken: QueuedOutageReport[] = [];
      const at = now();
      await change((list) =>
        list.map((report) => {
          if (!matches(report, filter) || (report.claimedUntil ?? 0) > at) return report;
          const claimed = { ...report, claimedUntil: at + CLAIM_MS };
          taken.push(claimed);
          return claimed;
        }),
      );
      return taken;
    },

    /** Drops a report (the server answered it). */
    remove(key: string): Promise<void> {
      return change((list) => list.filter((report) => report.key !== key));
    },

    /** Gives a taken report back (its send found no network). */
    release(key: string): Promise<void> {
      return change((list) =>
        list.map((report) => {
          if (report.key !== key) return report;
          const { claimedUntil: _released, ...rest } = report;
          return rest;
        }),
      );
    },

    /**
     * Sends each report this call can take, one at a time, with its own key. A report the server
     * answered leaves the queue, whether accepted or refused (a refusal is shown like a direct
     * report's); one whose send found no network stays for the next time.
     */
    async sendAll(
      filter: QueueFilter,
      send: (report: QueuedOutageReport) => Promise<{ statusMessage: string }>,
    ): Promise<SendOutcome[]> {
      const outcomes: SendOutcome[] = [];
      for (const report of await queue.claim(filter)) {
        try {
          const { statusMessage } = await send(report);
          await queue.remove(report.key);
          outcomes.push({ report, sent: true, statusMessage });
        } catch (error) {
          if (isOfflineFailure(error)) {
            await queue.release(report.key);
          } else {
            await queue.remove(report.key);
            outcomes.push({ report, sent: false, error });
          }
        }
      }
      return outcomes;
    },
  };
  return queue;
}

export type ReportQueue = ReturnType<typeof createReportQueue>;

/** A queue kept in memory (tests, stories, and browsers without IndexedDB). */
export function memoryStorage(initial: QueuedOutageReport[] = []): QueueStorage {
  let value: unknown = initial;
  return {
    get: () => Promise.resolve(value),
    update: (_key, updater) => {
      value = updater(value);
      return Promise.resolve();
    },
  };
}

/**
 * The queue's IndexedDB storage (idb-keyval, database 'coop-portal-offline'). The database opens at
 * the first use, not on import, so a page or test without IndexedDB never touches it.
 */
export function indexedDbStorage(): QueueStorage {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('coop-portal-offline', 'queue'));
  return {
    get: (key) => get(key, db()),
    update: (key, updater) => update(key, updater, db()),
  };
}

let deviceQueue: ReportQueue | null | undefined;

/** The device's queue (IndexedDB), or null where the browser has none. */
export function deviceReportQueue(): ReportQueue | null {
  if (deviceQueue === undefined) {
    deviceQueue = typeof indexedDB === 'undefined' ? null : createReportQueue(indexedDbStorage());
  }
  return deviceQueue;
}
