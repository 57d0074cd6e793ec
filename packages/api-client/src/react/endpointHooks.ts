import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { Endpoint, EndpointInput, EndpointResponse } from '../contract/endpoint';
import type { ApiError } from '../errors';
import { useApiClient } from './ApiClientProvider';
import { shouldRetryRead } from './queryClient';

/** Query keys, one family per endpoint, scoped by API base URL so two co-ops never share a cache. */
export const queryKeys = {
  /** Every cached answer of one API. */
  all: (client: ApiClient) => ['coop-portal', client.config.apiBaseUrl] as const,
  /** Every cached answer of one endpoint (any input). */
  family: (client: ApiClient, endpoint: Endpoint | string) =>
    [
      'coop-portal',
      client.config.apiBaseUrl,
      typeof endpoint === 'string' ? endpoint : endpoint.id,
    ] as const,
  /** The cached answer of one endpoint for one input. */
  endpoint: (client: ApiClient, endpoint: Endpoint, input?: unknown) =>
    ['coop-portal', client.config.apiBaseUrl, endpoint.id, input ?? null] as const,
  /** Site settings (doc 1 §3). */
  siteSettings: (client: ApiClient) =>
    ['coop-portal', client.config.apiBaseUrl, 'getSiteSettings', null] as const,
};

/** What a read hook takes: the endpoint's input, or `skipToken` while it is not known yet. */
export type ReadInput<E extends Endpoint> = EndpointInput<E> | typeof skipToken;

export type ReadOptions<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointResponse<E>, ApiError, EndpointResponse<E>>,
  'queryKey' | 'queryFn'
>;

/**
 * Query options for a read of the contract: key, function (with the query's abort signal), the
 * read retry policy (at most twice, only on network errors, time-outs, 5xx and 429, whatever the
 * QueryClient's defaults) and the read's stale time. Pass `skipToken` as input to wait.
 */
export function endpointQuery<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input?: ReadInput<E>,
  { staleTime }: { staleTime?: number } = {},
) {
  const call = client.request as (
    endpoint: E,
    input: EndpointInput<E> | undefined,
    options: { signal: AbortSignal },
  ) => Promise<EndpointResponse<E>>;
  return queryOptions<EndpointResponse<E>, ApiError>({
    queryKey: queryKeys.endpoint(client, endpoint, input === skipToken ? undefined : input),
    queryFn: input === skipToken ? skipToken : ({ signal }) => call(endpoint, input, { signal }),
    retry: shouldRetryRead,
    // Which answers sign-out clears: everything but the public ones (auth 'none').
    meta: { auth: endpoint.auth },
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** Runs a read of the contract with the nearest API client. */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  input?: ReadInput<E>,
  options: ReadOptions<E> = {},
) {
  const client = useApiClient();
  return useQuery({ ...endpointQuery(client, endpoint, input), ...options });
}

export type WriteOptions<E extends Endpoint> = Omit<
  UseMutationOptions<EndpointResponse<E>, ApiError, EndpointInput<E>>,
  'mutationFn' | 'retry'
>;

/** Invalidates the cached answers of these endpoints (after a write changed them). */
export function invalidateEndpoints(
  queryClient: QueryClient,
  client: ApiClient,
  endpoints: readonly Endpoint[],
) {
  return Promise.all(
    endpoints.map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.family(client, endpoint) }),
    ),
  );
}

/**
 * A write of the contract as a mutation. Writes never retry. On success the listed reads are
 * invalidated, so the changed data shows when it is read again.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  { invalidates = [], ...options }: WriteOptions<E> & { invalidates?: readonly Endpoint[] } = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const call = client.request as (
    endpoint: E,
    input: EndpointInput<E>,
  ) => Promise<EndpointResponse<E>>;
  return useMutation<EndpointResponse<E>, ApiError, EndpointInput<E>>({
    ...options,
    mutationFn: (input) => call(endpoint, input),
    retry: false,
    onSuccess: async (...args) => {
      await invalidateEndpoints(queryClient, client, invalidates);
      return options.onSuccess?.(...args);
    },
  });
}
