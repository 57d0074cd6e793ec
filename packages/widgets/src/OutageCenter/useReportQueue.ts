import {
  errorMessage,
  getAccountInfo,
  getAccountOutageInfo,
  getOutageStatus,
  reportOutage,
} from '@coop-portal/api-client';
import { invalidateEndpoints, useApiClient } from '@coop-portal/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutageReport, ReportQueue } from './reportQueue';

/** Whether the browser says it has no network (a browser that cannot tell counts as online). */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The queued outage reports of one member's account: how many wait, `enqueue` to keep one, and
 * their sending, on mount (the next load) and on the browser's `online` event. A report sent for
 * this account calls `onSent` with the server's message, as a direct report does; one the server
 * refused calls `onFailed` with its error message. Reports of the member's other accounts are sent
 * too (their outcome shows on their own account's page as its status).
 */
export function useReportQueue({
  queue,
  memberNumber,
  accountNumber,
  onSent,
  onFailed,
}: {
  queue: ReportQueue | null;
  memberNumber: string | null | undefined;
  accountNumber: string;
  onSent: (statusMessage: string) => void;
  onFailed: (message: string) => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const apiBaseUrl = client.config.apiBaseUrl;
  const [waiting, setWaiting] = useState(0);
  const handlers = useRef({ onSent, onFailed });
  handlers.current = { onSent, onFailed };

  const refresh = useCallback(async () => {
    if (!queue || !memberNumber || !accountNumber) return;
    const list = await queue.list({ memberNumber, apiBaseUrl, accountNumber });
    setWaiting(list.length);
  }, [queue, memberNumber, apiBaseUrl, accountNumber]);

  const sendQueued = useCallback(async () => {
    if (!queue || !memberNumber || browserOffline()) return;
    const outcomes = await queue.sendAll({ memberNumber, apiBaseUrl }, ({ body, key }) =>
      client.request(reportOutage, { body, headers: { 'Idempotency-Key': key } }),
    );
    if (outcomes.length > 0) {
      await invalidateEndpoints(queryClient, client, [
        getOutageStatus,
        getAccountOutageInfo,
        getAccountInfo,
      ]);
    }
    await refresh();
    for (const outcome of outcomes) {
      if (outcome.report.body.accountNumber !== accountNumber) continue;
      if (outcome.sent) handlers.current.onSent(outcome.statusMessage);
      else handlers.current.onFailed(errorMessage(outcome.error));
    }
  }, [queue, memberNumber, apiBaseUrl, accountNumber, client, queryClient, refresh]);

  useEffect(() => {
    if (!queue) return;
    void refresh().then(sendQueued);
    const online = () => void sendQueued();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue, refresh, sendQueued]);

  const enqueue = useCallback(
    async (body: OutageReport, key: string) => {
      if (!queue || !memberNumber) return false;
      await queue.add({ key, body, memberNumber, apiBaseUrl });
      await refresh();
      return true;
    },
    [queue, memberNumber, apiBaseUrl, refresh],
  );

  return { waiting, enqueue: queue && memberNumber ? enqueue : null };
}
