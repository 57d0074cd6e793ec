// The query options and hooks of the contract's usage endpoints: a query-options factory and a hook
// per read, a mutation hook per write.
import {
  getDailyUsage,
  getIntervalUsage,
  getMonthlyUsage,
  getPrepaidSummarization,
  getTemperatures,
  getUsageAttributes,
  getUsagesWeatherByMeter,
} from '../../contract/usage';
import type { ApiClient } from '../../client';
import {
  endpointQuery,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
} from '../endpointHooks';

/** Query options for `getDailyUsage`. */
export const dailyUsageQuery = (client: ApiClient, input: ReadInput<typeof getDailyUsage>) =>
  endpointQuery(client, getDailyUsage, input);
/** Reads `getDailyUsage`; pass `skipToken` while the input is not known. */
export const useDailyUsage = (
  input: ReadInput<typeof getDailyUsage>,
  options?: ReadOptions<typeof getDailyUsage>,
) => useEndpointQuery(getDailyUsage, input, options);

/** Query options for `getMonthlyUsage`. */
export const monthlyUsageQuery = (client: ApiClient, input: ReadInput<typeof getMonthlyUsage>) =>
  endpointQuery(client, getMonthlyUsage, input);
/** Reads `getMonthlyUsage`; pass `skipToken` while the input is not known. */
export const useMonthlyUsage = (
  input: ReadInput<typeof getMonthlyUsage>,
  options?: ReadOptions<typeof getMonthlyUsage>,
) => useEndpointQuery(getMonthlyUsage, input, options);

/** Query options for `getTemperatures`. */
export const temperaturesQuery = (client: ApiClient, input: ReadInput<typeof getTemperatures>) =>
  endpointQuery(client, getTemperatures, input);
/** Reads `getTemperatures`; pass `skipToken` while the input is not known. */
export const useTemperatures = (
  input: ReadInput<typeof getTemperatures>,
  options?: ReadOptions<typeof getTemperatures>,
) => useEndpointQuery(getTemperatures, input, options);

/** Query options for `getUsagesWeatherByMeter`. */
export const usagesWeatherByMeterQuery = (
  client: ApiClient,
  input: ReadInput<typeof getUsagesWeatherByMeter>,
) => endpointQuery(client, getUsagesWeatherByMeter, input);
/** Reads `getUsagesWeatherByMeter`; pass `skipToken` while the input is not known. */
export const useUsagesWeatherByMeter = (
  input: ReadInput<typeof getUsagesWeatherByMeter>,
  options?: ReadOptions<typeof getUsagesWeatherByMeter>,
) => useEndpointQuery(getUsagesWeatherByMeter, input, options);

/** Query options for `getPrepaidSummarization`. */
export const prepaidSummarizationQuery = (
  client: ApiClient,
  input: ReadInput<typeof getPrepaidSummarization>,
) => endpointQuery(client, getPrepaidSummarization, input);
/** Reads `getPrepaidSummarization`; pass `skipToken` while the input is not known. */
export const usePrepaidSummarization = (
  input: ReadInput<typeof getPrepaidSummarization>,
  options?: ReadOptions<typeof getPrepaidSummarization>,
) => useEndpointQuery(getPrepaidSummarization, input, options);

/** Query options for `getUsageAttributes`. */
export const usageAttributesQuery = (
  client: ApiClient,
  input: ReadInput<typeof getUsageAttributes>,
) => endpointQuery(client, getUsageAttributes, input);
/** Reads `getUsageAttributes`; pass `skipToken` while the input is not known. */
export const useUsageAttributes = (
  input: ReadInput<typeof getUsageAttributes>,
  options?: ReadOptions<typeof getUsageAttributes>,
) => useEndpointQuery(getUsageAttributes, input, options);

/** Query options for `getIntervalUsage`. */
export const intervalUsageQuery = (client: ApiClient, input: ReadInput<typeof getIntervalUsage>) =>
  endpointQuery(client, getIntervalUsage, input);
/** Reads `getIntervalUsage`; pass `skipToken` while the input is not known. */
export const useIntervalUsage = (
  input: ReadInput<typeof getIntervalUsage>,
  options?: ReadOptions<typeof getIntervalUsage>,
) => useEndpointQuery(getIntervalUsage, input, options);
