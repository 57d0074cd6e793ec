import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../errors';

const MAX_READ_RETRIES = 2;

/**
 * Reads retry at most twice, and only when trying again can help: no connection, no answer in time,
 * a 5xx or a 429. A 4xx or an answer outside the contract will not change by asking again.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind === 'http' && error.status !== undefined) {
    return error.status >= 500 || error.status === 429;
  }
  return false;
}

/** A QueryClient with the suite's policy: reads retry as above, writes never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
