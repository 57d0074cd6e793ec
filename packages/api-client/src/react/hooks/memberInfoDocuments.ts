// The query options and hooks of the contract's memberInfoDocuments endpoints: a query-options
// factory and a hook per read, a mutation hook per write.
import { getMemberInfoDocuments } from '../../contract/memberInfoDocuments';
import type { ApiClient } from '../../client';
import { endpointQuery, useEndpointQuery, type ReadOptions } from '../endpointHooks';

/** Query options for `getMemberInfoDocuments`. */
export const memberInfoDocumentsQuery = (client: ApiClient) =>
  endpointQuery(client, getMemberInfoDocuments);
/** Reads `getMemberInfoDocuments`. */
export const useMemberInfoDocuments = (options?: ReadOptions<typeof getMemberInfoDocuments>) =>
  useEndpointQuery(getMemberInfoDocuments, undefined, options);
