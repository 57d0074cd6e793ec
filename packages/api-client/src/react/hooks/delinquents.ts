// The query options and hooks of the contract's delinquents endpoints: a query-options factory and
// a hook per read, a mutation hook per write.
import { getDelinquentHistory, getDelinquentPdf } from '../../contract/delinquents';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getDelinquentHistory`. */
export const delinquentHistoryQuery = (
  client: ApiClient,
  input: ReadInput<typeof getDelinquentHistory>,
) => endpointQuery(client, getDelinquentHistory, input);
/** Reads `getDelinquentHistory`; pass `skipToken` while the input is not known. */
export const useDelinquentHistory = (
  input: ReadInput<typeof getDelinquentHistory>,
  options?: ReadOptions<typeof getDelinquentHistory>,
) => useEndpointQuery(getDelinquentHistory, input, options);

/** Query options for `getDelinquentPdf`. */
export const delinquentPdfQuery = (client: ApiClient, input: ReadInput<typeof getDelinquentPdf>) =>
  endpointQuery(client, getDelinquentPdf, input);
/** Reads `getDelinquentPdf`; pass `skipToken` while the input is not known. */
export const useDelinquentPdf = (
  input: ReadInput<typeof getDelinquentPdf>,
  options?: ReadOptions<typeof getDelinquentPdf>,
) => useEndpointQuery(getDelinquentPdf, input, options);
