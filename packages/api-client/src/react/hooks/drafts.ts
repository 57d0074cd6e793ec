// The query options and hooks of the contract's drafts endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import { getAccountInfo, getMemberAccounts } from '../../contract/accounts';
import {
  getDraftPaymentSettings,
  getDraftSetupOptions,
  getFinancialInstitutions,
  getPaymentDrafts,
  initiateDraftPayment,
  updateDraftAccounts,
} from '../../contract/drafts';
import { getRegisteredAutopayments } from '../../contract/payments';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from '../endpointHooks';

/** Query options for `getPaymentDrafts`. */
export const paymentDraftsQuery = (client: ApiClient, input: ReadInput<typeof getPaymentDrafts>) =>
  endpointQuery(client, getPaymentDrafts, input);
/** Reads `getPaymentDrafts`; pass `skipToken` while the input is not known. */
export const usePaymentDrafts = (
  input: ReadInput<typeof getPaymentDrafts>,
  options?: ReadOptions<typeof getPaymentDrafts>,
) => useEndpointQuery(getPaymentDrafts, input, options);

/** Query options for `getDraftPaymentSettings`. */
export const draftPaymentSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getDraftPaymentSettings>,
) => endpointQuery(client, getDraftPaymentSettings, input);
/** Reads `getDraftPaymentSettings`; pass `skipToken` while the input is not known. */
export const useDraftPaymentSettings = (
  input: ReadInput<typeof getDraftPaymentSettings>,
  options?: ReadOptions<typeof getDraftPaymentSettings>,
) => useEndpointQuery(getDraftPaymentSettings, input, options);

/** Query options for `getFinancialInstitutions`. */
export const financialInstitutionsQuery = (client: ApiClient) =>
  endpointQuery(client, getFinancialInstitutions);
/** Reads `getFinancialInstitutions`. */
export const useFinancialInstitutions = (options?: ReadOptions<typeof getFinancialInstitutions>) =>
  useEndpointQuery(getFinancialInstitutions, undefined, options);

/** Query options for `getDraftSetupOptions`. */
export const draftSetupOptionsQuery = (client: ApiClient) =>
  endpointQuery(client, getDraftSetupOptions);
/** Reads `getDraftSetupOptions`. */
export const useDraftSetupOptions = (options?: ReadOptions<typeof getDraftSetupOptions>) =>
  useEndpointQuery(getDraftSetupOptions, undefined, options);

/** Writes `initiateDraftPayment`; then reloads `getPaymentDrafts`, `getAccountInfo`, `getMemberAccounts`. */
export const useInitiateDraftPaymentMutation = (
  options?: WriteOptions<typeof initiateDraftPayment>,
) =>
  useEndpointMutation(initiateDraftPayment, {
    ...options,
    invalidates: [getPaymentDrafts, getAccountInfo, getMemberAccounts],
  });

/** Writes `updateDraftAccounts`; then reloads `getPaymentDrafts`, `getAccountInfo`, `getMemberAccounts`, `getRegisteredAutopayments`. */
export const useUpdateDraftAccountsMutation = (
  options?: WriteOptions<typeof updateDraftAccounts>,
) =>
  useEndpointMutation(updateDraftAccounts, {
    ...options,
    invalidates: [getPaymentDrafts, getAccountInfo, getMemberAccounts, getRegisteredAutopayments],
  });
