// The query options and hooks of the contract's billing endpoints: a query-options factory and a
// hook per read, a mutation hook per write.
import {
  getArrangements,
  getBillPdf,
  getBillingHistory,
  getCapitalCreditPdf,
  getDeposits,
  getPaymentHistory,
} from '../../contract/billing';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getPaymentHistory`. */
export const paymentHistoryQuery = (
  client: ApiClient,
  input: ReadInput<typeof getPaymentHistory>,
) => endpointQuery(client, getPaymentHistory, input);
/** Reads `getPaymentHistory`; pass `skipToken` while the input is not known. */
export const usePaymentHistory = (
  input: ReadInput<typeof getPaymentHistory>,
  options?: ReadOptions<typeof getPaymentHistory>,
) => useEndpointQuery(getPaymentHistory, input, options);

/** Query options for `getBillingHistory`. */
export const billingHistoryQuery = (
  client: ApiClient,
  input: ReadInput<typeof getBillingHistory>,
) => endpointQuery(client, getBillingHistory, input);
/** Reads `getBillingHistory`; pass `skipToken` while the input is not known. */
export const useBillingHistory = (
  input: ReadInput<typeof getBillingHistory>,
  options?: ReadOptions<typeof getBillingHistory>,
) => useEndpointQuery(getBillingHistory, input, options);

/** Query options for `getBillPdf`. */
export const billPdfQuery = (client: ApiClient, input: ReadInput<typeof getBillPdf>) =>
  endpointQuery(client, getBillPdf, input);
/** Reads `getBillPdf`; pass `skipToken` while the input is not known. */
export const useBillPdf = (
  input: ReadInput<typeof getBillPdf>,
  options?: ReadOptions<typeof getBillPdf>,
) => useEndpointQuery(getBillPdf, input, options);

/** Query options for `getCapitalCreditPdf`. */
export const capitalCreditPdfQuery = (
  client: ApiClient,
  input: ReadInput<typeof getCapitalCreditPdf>,
) => endpointQuery(client, getCapitalCreditPdf, input);
/** Reads `getCapitalCreditPdf`; pass `skipToken` while the input is not known. */
export const useCapitalCreditPdf = (
  input: ReadInput<typeof getCapitalCreditPdf>,
  options?: ReadOptions<typeof getCapitalCreditPdf>,
) => useEndpointQuery(getCapitalCreditPdf, input, options);

/** Query options for `getDeposits`. */
export const depositsQuery = (client: ApiClient, input: ReadInput<typeof getDeposits>) =>
  endpointQuery(client, getDeposits, input);
/** Reads `getDeposits`; pass `skipToken` while the input is not known. */
export const useDeposits = (
  input: ReadInput<typeof getDeposits>,
  options?: ReadOptions<typeof getDeposits>,
) => useEndpointQuery(getDeposits, input, options);

/** Query options for `getArrangements`. */
export const arrangementsQuery = (client: ApiClient, input: ReadInput<typeof getArrangements>) =>
  endpointQuery(client, getArrangements, input);
/** Reads `getArrangements`; pass `skipToken` while the input is not known. */
export const useArrangements = (
  input: ReadInput<typeof getArrangements>,
  options?: ReadOptions<typeof getArrangements>,
) => useEndpointQuery(getArrangements, input, options);
