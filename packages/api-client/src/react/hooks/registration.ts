// The query options and hooks of the contract's registration endpoints: a query-options factory and
// a hook per read, a mutation hook per write.
import {
  checkUsernameAvailability,
  getAuthenticationTypes,
  registerMember,
  verifyRegistrationAccount,
  verifyRegistrationCode,
} from '../../contract/registration';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getAuthenticationTypes`. */
export const authenticationTypesQuery = (
  client: ApiClient,
  input: ReadInput<typeof getAuthenticationTypes>,
) => endpointQuery(client, getAuthenticationTypes, input);
/** Reads `getAuthenticationTypes`; pass `skipToken` while the input is not known. */
export const useAuthenticationTypes = (
  input: ReadInput<typeof getAuthenticationTypes>,
  options?: ReadOptions<typeof getAuthenticationTypes>,
) => useEndpointQuery(getAuthenticationTypes, input, options);

/** Query options for `checkUsernameAvailability`. */
export const checkUsernameAvailabilityQuery = (
  client: ApiClient,
  input: ReadInput<typeof checkUsernameAvailability>,
) => endpointQuery(client, checkUsernameAvailability, input);
/** Reads `checkUsernameAvailability`; pass `skipToken` while the input is not known. */
export const useCheckUsernameAvailability = (
  input: ReadInput<typeof checkUsernameAvailability>,
  options?: ReadOptions<typeof checkUsernameAvailability>,
) => useEndpointQuery(checkUsernameAvailability, input, options);

/** Writes `verifyRegistrationAccount`. */
export const useVerifyRegistrationAccountMutation = (
  options?: WriteOptions<typeof verifyRegistrationAccount>,
) => useEndpointMutation(verifyRegistrationAccount, { ...options, invalidates: [] });

/** Writes `verifyRegistrationCode`. */
export const useVerifyRegistrationCodeMutation = (
  options?: WriteOptions<typeof verifyRegistrationCode>,
) => useEndpointMutation(verifyRegistrationCode, { ...options, invalidates: [] });

/** Writes `registerMember`. */
export const useRegisterMemberMutation = (options?: WriteOptions<typeof registerMember>) =>
  useEndpointMutation(registerMember, { ...options, invalidates: [] });
