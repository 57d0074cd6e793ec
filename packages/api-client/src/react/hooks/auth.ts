// The query options and hooks of the contract's auth endpoints: a query-options factory and a hook
// per read, a mutation hook per write.
import {
  login,
  recoverUsername,
  refreshSession,
  requestPasswordReset,
  resetCisPassword,
  resetPassword,
  validateCisResetLink,
  validateResetLink,
  verifyMfaLogin,
} from '../../contract/auth';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `validateResetLink`. */
export const validateResetLinkQuery = (
  client: ApiClient,
  input: ReadInput<typeof validateResetLink>,
) => endpointQuery(client, validateResetLink, input);
/** Reads `validateResetLink`; pass `skipToken` while the input is not known. */
export const useValidateResetLink = (
  input: ReadInput<typeof validateResetLink>,
  options?: ReadOptions<typeof validateResetLink>,
) => useEndpointQuery(validateResetLink, input, options);

/** Query options for `validateCisResetLink`. */
export const validateCisResetLinkQuery = (
  client: ApiClient,
  input: ReadInput<typeof validateCisResetLink>,
) => endpointQuery(client, validateCisResetLink, input);
/** Reads `validateCisResetLink`; pass `skipToken` while the input is not known. */
export const useValidateCisResetLink = (
  input: ReadInput<typeof validateCisResetLink>,
  options?: ReadOptions<typeof validateCisResetLink>,
) => useEndpointQuery(validateCisResetLink, input, options);

/** Writes `login`. */
export const useLoginMutation = (options?: WriteOptions<typeof login>) =>
  useEndpointMutation(login, { ...options, invalidates: [] });

/** Writes `verifyMfaLogin`. */
export const useVerifyMfaLoginMutation = (options?: WriteOptions<typeof verifyMfaLogin>) =>
  useEndpointMutation(verifyMfaLogin, { ...options, invalidates: [] });

/** Writes `refreshSession`. */
export const useRefreshSessionMutation = (options?: WriteOptions<typeof refreshSession>) =>
  useEndpointMutation(refreshSession, { ...options, invalidates: [] });

/** Writes `resetPassword`. */
export const useResetPasswordMutation = (options?: WriteOptions<typeof resetPassword>) =>
  useEndpointMutation(resetPassword, { ...options, invalidates: [] });

/** Writes `resetCisPassword`. */
export const useResetCisPasswordMutation = (options?: WriteOptions<typeof resetCisPassword>) =>
  useEndpointMutation(resetCisPassword, { ...options, invalidates: [] });

/** Writes `requestPasswordReset`. */
export const useRequestPasswordResetMutation = (
  options?: WriteOptions<typeof requestPasswordReset>,
) => useEndpointMutation(requestPasswordReset, { ...options, invalidates: [] });

/** Writes `recoverUsername`. */
export const useRecoverUsernameMutation = (options?: WriteOptions<typeof recoverUsername>) =>
  useEndpointMutation(recoverUsername, { ...options, invalidates: [] });
