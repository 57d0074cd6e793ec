import {
  getAccountInfo,
  getAccountOutageInfo,
  getOutageStatus,
  OUTAGE_TOKEN_HEADER,
  reportGuestOutage,
  reportOutage,
} from '@coop-portal/api-client';
import { invalidateEndpoints, useApiClient } from '@coop-portal/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import type { OutageReport, QueueFilter, ReportQueue } from './reportQueue';

/** Whether the browser says it has no network (a browser that cannot tell counts as online). */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The queued outage reports of one member's account: how many wait, `enqueue` to keep one, and
 * their sending, on mount (the next load) and on the browser's `online` event. A report sent for
 * this account calls `onSent` with the server's message, as a direct report does; one the server
 * refused calls `onFailed` with its error message (and the error). Reports of the member's other
 * accounts are sent too (their outcome shows on their own account's page as its status).
 *
 * `guest`: the guests' reports on this device instead (each with its own outage token), whatever
 * their account (`accountNumber` ''): every outcome is told; `enqueue` then takes the token.
 */
export function useReportQueue({
  queue,
  memberNumber,
  accountNumber,
  guest = false,
  onSent,
  onFailed,
}: {
  queue: ReportQueue | null;
  memberNumber: string | null | undefined;
  accountNumber: string;
  guest?: boolean;
  onSent: (statusMessage: string, accountNumber: string) => void;
  onFailed: (message: string, error: unknown) => void;
}) {
  const errorMessage = useErrorMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const apiBaseUrl = client.config.apiBaseUrl;
  const [waiting, setWaiting] = useState(0);
  const handlers = useRef({ onSent, onFailed, errorMessage });
  handlers.current = { onSent, onFailed, errorMessage };

  // Whose reports: the member's (none without a member), or the guests'.
  const owner: QueueFilter | null = guest
    ? { guest: true, apiBaseUrl }
    : memberNumber
      ? { memberNumber, apiBaseUrl }
      : null;
  const ownerKey = owner ? JSON.stringify(owner) : null;

  const refresh = useCallback(async () => {
    if (!queue || !ownerKey || (!guest && !accountNumber)) return;
    const filter = JSON.parse(ownerKey) as QueueFilter;
    const list = await queue.list(guest ? filter : { ...filter, accountNumber });
    setWaiting(list.length);
  }, [queue, ownerKey, guest, accountNumber]);

  const sendQueued = useCallback(async () => {
    if (!queue || !ownerKey || browserOffline()) return;
    const outcomes = await queue.sendAll(
      JSON.parse(ownerKey) as QueueFilter,
      ({ body, key, outageToken }) =>
        outageToken === undefined
          ? client.request(reportOutage, { body, headers: { 'Idempotency-Key': key } })
          : client.request(reportGuestOutage, {
              body,
              headers: { 'Idempotency-Key': key, [OUTAGE_TOKEN_HEADER]: outageToken },
            }),
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
      const reported = outcome.report.body.accountNumber;
      if (!guest && reported !== accountNumber) continue;
      if (outcome.sent) handlers.current.onSent(outcome.statusMessage, reported);
      else handlers.current.onFailed(handlers.current.errorMessage(outcome.error), outcome.error);
    }
  }, [queue, ownerKey, guest, accountNumber, client, queryClient, refresh]);

  useEffect(() => {
    if (!queue) return;
    void refresh().then(sendQueued);
    const online = () => void sendQueued();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue, refresh, sendQueued]);

  const enqueue = useCallback(
    async (body: OutageReport, key: string, outageToken?: string) => {
      if (!queue || !ownerKey) return false;
      await queue.add(
        guest && outageToken !== undefined
          ? { key, body, memberNumber: '', outageToken, apiBaseUrl }
          : { key, body, memberNumber: memberNumber ?? '', apiBaseUrl },
      );
      await refresh();
      return true;
    },
    [queue, ownerKey, guest, memberNumber, apiBaseUrl, refresh],
  );

  return { waiting, enqueue: queue && ownerKey ? enqueue : null };
}
