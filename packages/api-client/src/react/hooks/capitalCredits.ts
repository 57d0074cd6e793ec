// The query options and hooks of the contract's capitalCredits endpoints: a query-options factory
// and a hook per read, a mutation hook per write.
import {
  searchUnclaimedCapitalCredits,
  sendCapitalCreditClaim,
  validateCapitalCreditLetter,
} from '../../contract/capitalCredits';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `searchUnclaimedCapitalCredits`. */
export const searchUnclaimedCapitalCreditsQuery = (
  client: ApiClient,
  input: ReadInput<typeof searchUnclaimedCapitalCredits>,
) => endpointQuery(client, searchUnclaimedCapitalCredits, input);
/** Reads `searchUnclaimedCapitalCredits`; pass `skipToken` while the input is not known. */
export const useSearchUnclaimedCapitalCredits = (
  input: ReadInput<typeof searchUnclaimedCapitalCredits>,
  options?: ReadOptions<typeof searchUnclaimedCapitalCredits>,
) => useEndpointQuery(searchUnclaimedCapitalCredits, input, options);

/** Writes `validateCapitalCreditLetter`. */
export const useValidateCapitalCreditLetterMutation = (
  options?: WriteOptions<typeof validateCapitalCreditLetter>,
) => useEndpointMutation(validateCapitalCreditLetter, { ...options, invalidates: [] });

/** Writes `sendCapitalCreditClaim`. */
export const useSendCapitalCreditClaimMutation = (
  options?: WriteOptions<typeof sendCapitalCreditClaim>,
) => useEndpointMutation(sendCapitalCreditClaim, { ...options, invalidates: [] });
