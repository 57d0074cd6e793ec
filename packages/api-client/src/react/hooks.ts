// One query-options factory and hook per read, one mutation hook per write (issue 4).
// Reads retry per createQueryClient's policy; writes never retry.
import type { ApiClient } from '../client';
import {
  checkUsernameAvailability,
  deleteMfaSecret,
  deleteScheduledPayment,
  getAccountInfo,
  getAccountOutageInfo,
  getAccountProfile,
  getArrangements,
  getAuthenticationTypes,
  getBillPdf,
  getBillingHistory,
  getCapitalCreditPdf,
  getConfigurationSettings,
  getDailyUsage,
  getDelinquentHistory,
  getDelinquentPdf,
  getDeposits,
  getDraftPaymentSettings,
  getDraftSetupOptions,
  getFinancialInstitutions,
  getImageSettings,
  getIntervalUsage,
  getLevelizedAccounts,
  getLinkedAccounts,
  getMaintenanceStatus,
  getMemberAccounts,
  getMemberDetails,
  getMemberInfoDocuments,
  getMemberPaymentSettings,
  getMfaQrCode,
  getMfaStatus,
  getMonthlyUsage,
  getMyMeterUrl,
  getNotifications,
  getOutageHistory,
  getOutageStatus,
  getPaymentAmounts,
  getPaymentDrafts,
  getPaymentHistory,
  getPaymentStatus,
  getPaymentTax,
  getPrepaidSummarization,
  getQuickPayPaymentSettings,
  getQuickPayPaymentStatus,
  getRegisteredAutopayments,
  getScheduledPayments,
  getServiceAccountTypes,
  getServiceOrderTypes,
  getServiceOrders,
  getSiteConfiguration,
  getSiteSettings,
  getTemperatures,
  getUsageAnalyticsSettings,
  getUsageAttributes,
  getUsagesWeatherByMeter,
  initiateDraftPayment,
  initiateMemberPayment,
  initiateQuickPayPayment,
  login,
  processServiceOrder,
  recoverUsername,
  registerMember,
  reportOutage,
  requestPasswordReset,
  resetCisPassword,
  resetPassword,
  searchUnclaimedCapitalCredits,
  sendCapitalCreditClaim,
  setMfaSecret,
  updateAccountProfile,
  updateDraftAccounts,
  updateLevelizedAccount,
  updateLevelizedAccounts,
  updateMemberDetails,
  updateNotifications,
  updateRoundUp,
  validateCapitalCreditLetter,
  validateCisResetLink,
  validateResetLink,
  verifyMfaLogin,
  refreshSession,
  verifyQuickPayAccount,
  verifyRegistrationAccount,
  verifyRegistrationCode,
} from '../contract';
import {
  endpointQuery,
  useEndpointMutation,
  useEndpointQuery,
  type ReadInput,
  type ReadOptions,
  type WriteOptions,
} from './endpointHooks';

/** Query options for `getMemberAccounts`. */
export const memberAccountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getMemberAccounts>,
) => endpointQuery(client, getMemberAccounts, input);
/** Reads `getMemberAccounts`; pass `skipToken` while the input is not known. */
export const useMemberAccounts = (
  input: ReadInput<typeof getMemberAccounts>,
  options?: ReadOptions<typeof getMemberAccounts>,
) => useEndpointQuery(getMemberAccounts, input, options);

/** Query options for `getAccountInfo`. */
export const accountInfoQuery = (client: ApiClient, input: ReadInput<typeof getAccountInfo>) =>
  endpointQuery(client, getAccountInfo, input);
/** Reads `getAccountInfo`; pass `skipToken` while the input is not known. */
export const useAccountInfo = (
  input: ReadInput<typeof getAccountInfo>,
  options?: ReadOptions<typeof getAccountInfo>,
) => useEndpointQuery(getAccountInfo, input, options);

/** Query options for `getLinkedAccounts`. */
export const linkedAccountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getLinkedAccounts>,
) => endpointQuery(client, getLinkedAccounts, input);
/** Reads `getLinkedAccounts`; pass `skipToken` while the input is not known. */
export const useLinkedAccounts = (
  input: ReadInput<typeof getLinkedAccounts>,
  options?: ReadOptions<typeof getLinkedAccounts>,
) => useEndpointQuery(getLinkedAccounts, input, options);

/** Query options for `getMyMeterUrl`. */
export const myMeterUrlQuery = (client: ApiClient, input: ReadInput<typeof getMyMeterUrl>) =>
  endpointQuery(client, getMyMeterUrl, input);
/** Reads `getMyMeterUrl`; pass `skipToken` while the input is not known. */
export const useMyMeterUrl = (
  input: ReadInput<typeof getMyMeterUrl>,
  options?: ReadOptions<typeof getMyMeterUrl>,
) => useEndpointQuery(getMyMeterUrl, input, options);

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

/** Query options for `getLevelizedAccounts`. */
export const levelizedAccountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getLevelizedAccounts>,
) => endpointQuery(client, getLevelizedAccounts, input);
/** Reads `getLevelizedAccounts`; pass `skipToken` while the input is not known. */
export const useLevelizedAccounts = (
  input: ReadInput<typeof getLevelizedAccounts>,
  options?: ReadOptions<typeof getLevelizedAccounts>,
) => useEndpointQuery(getLevelizedAccounts, input, options);

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

/** Query options for `getConfigurationSettings`. */
export const configurationSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getConfigurationSettings>,
) => endpointQuery(client, getConfigurationSettings, input);
/** Reads `getConfigurationSettings`; pass `skipToken` while the input is not known. */
export const useConfigurationSettings = (
  input: ReadInput<typeof getConfigurationSettings>,
  options?: ReadOptions<typeof getConfigurationSettings>,
) => useEndpointQuery(getConfigurationSettings, input, options);

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

/** Query options for `getMemberInfoDocuments`. */
export const memberInfoDocumentsQuery = (client: ApiClient) =>
  endpointQuery(client, getMemberInfoDocuments);
/** Reads `getMemberInfoDocuments`. */
export const useMemberInfoDocuments = (options?: ReadOptions<typeof getMemberInfoDocuments>) =>
  useEndpointQuery(getMemberInfoDocuments, undefined, options);

/** Query options for `getMfaStatus`. */
export const mfaStatusQuery = (client: ApiClient, input: ReadInput<typeof getMfaStatus>) =>
  endpointQuery(client, getMfaStatus, input);
/** Reads `getMfaStatus`; pass `skipToken` while the input is not known. */
export const useMfaStatus = (
  input: ReadInput<typeof getMfaStatus>,
  options?: ReadOptions<typeof getMfaStatus>,
) => useEndpointQuery(getMfaStatus, input, options);

/** Query options for `getMfaQrCode`. */
export const mfaQrCodeQuery = (client: ApiClient, input: ReadInput<typeof getMfaQrCode>) =>
  endpointQuery(client, getMfaQrCode, input);
/** Reads `getMfaQrCode`; pass `skipToken` while the input is not known. */
export const useMfaQrCode = (
  input: ReadInput<typeof getMfaQrCode>,
  options?: ReadOptions<typeof getMfaQrCode>,
) => useEndpointQuery(getMfaQrCode, input, options);

/** Query options for `getNotifications`. */
export const notificationsQuery = (client: ApiClient, input: ReadInput<typeof getNotifications>) =>
  endpointQuery(client, getNotifications, input);
/** Reads `getNotifications`; pass `skipToken` while the input is not known. */
export const useNotifications = (
  input: ReadInput<typeof getNotifications>,
  options?: ReadOptions<typeof getNotifications>,
) => useEndpointQuery(getNotifications, input, options);

/** Query options for `getOutageStatus`. */
export const outageStatusQuery = (client: ApiClient, input: ReadInput<typeof getOutageStatus>) =>
  endpointQuery(client, getOutageStatus, input);
/** Reads `getOutageStatus`; pass `skipToken` while the input is not known. */
export const useOutageStatus = (
  input: ReadInput<typeof getOutageStatus>,
  options?: ReadOptions<typeof getOutageStatus>,
) => useEndpointQuery(getOutageStatus, input, options);

/** Query options for `getAccountOutageInfo`. */
export const accountOutageInfoQuery = (
  client: ApiClient,
  input: ReadInput<typeof getAccountOutageInfo>,
) => endpointQuery(client, getAccountOutageInfo, input);
/** Reads `getAccountOutageInfo`; pass `skipToken` while the input is not known. */
export const useAccountOutageInfo = (
  input: ReadInput<typeof getAccountOutageInfo>,
  options?: ReadOptions<typeof getAccountOutageInfo>,
) => useEndpointQuery(getAccountOutageInfo, input, options);

/** Query options for `getOutageHistory`. */
export const outageHistoryQuery = (client: ApiClient, input: ReadInput<typeof getOutageHistory>) =>
  endpointQuery(client, getOutageHistory, input);
/** Reads `getOutageHistory`; pass `skipToken` while the input is not known. */
export const useOutageHistory = (
  input: ReadInput<typeof getOutageHistory>,
  options?: ReadOptions<typeof getOutageHistory>,
) => useEndpointQuery(getOutageHistory, input, options);

/** Query options for `getPaymentAmounts`. */
export const paymentAmountsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getPaymentAmounts>,
) => endpointQuery(client, getPaymentAmounts, input);
/** Reads `getPaymentAmounts`; pass `skipToken` while the input is not known. */
export const usePaymentAmounts = (
  input: ReadInput<typeof getPaymentAmounts>,
  options?: ReadOptions<typeof getPaymentAmounts>,
) => useEndpointQuery(getPaymentAmounts, input, options);

/** Query options for `getMemberPaymentSettings`. */
export const memberPaymentSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getMemberPaymentSettings>,
) => endpointQuery(client, getMemberPaymentSettings, input);
/** Reads `getMemberPaymentSettings`; pass `skipToken` while the input is not known. */
export const useMemberPaymentSettings = (
  input: ReadInput<typeof getMemberPaymentSettings>,
  options?: ReadOptions<typeof getMemberPaymentSettings>,
) => useEndpointQuery(getMemberPaymentSettings, input, options);

/** Query options for `getPaymentTax`. */
export const paymentTaxQuery = (client: ApiClient, input: ReadInput<typeof getPaymentTax>) =>
  endpointQuery(client, getPaymentTax, input);
/** Reads `getPaymentTax`; pass `skipToken` while the input is not known. */
export const usePaymentTax = (
  input: ReadInput<typeof getPaymentTax>,
  options?: ReadOptions<typeof getPaymentTax>,
) => useEndpointQuery(getPaymentTax, input, options);

/** Query options for `getPaymentStatus`. */
export const paymentStatusQuery = (client: ApiClient, input: ReadInput<typeof getPaymentStatus>) =>
  endpointQuery(client, getPaymentStatus, input);
/** Reads `getPaymentStatus`; pass `skipToken` while the input is not known. */
export const usePaymentStatus = (
  input: ReadInput<typeof getPaymentStatus>,
  options?: ReadOptions<typeof getPaymentStatus>,
) => useEndpointQuery(getPaymentStatus, input, options);

/** Query options for `getRegisteredAutopayments`. */
export const registeredAutopaymentsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getRegisteredAutopayments>,
) => endpointQuery(client, getRegisteredAutopayments, input);
/** Reads `getRegisteredAutopayments`; pass `skipToken` while the input is not known. */
export const useRegisteredAutopayments = (
  input: ReadInput<typeof getRegisteredAutopayments>,
  options?: ReadOptions<typeof getRegisteredAutopayments>,
) => useEndpointQuery(getRegisteredAutopayments, input, options);

/** Query options for `getScheduledPayments`. */
export const scheduledPaymentsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getScheduledPayments>,
) => endpointQuery(client, getScheduledPayments, input);
/** Reads `getScheduledPayments`; pass `skipToken` while the input is not known. */
export const useScheduledPayments = (
  input: ReadInput<typeof getScheduledPayments>,
  options?: ReadOptions<typeof getScheduledPayments>,
) => useEndpointQuery(getScheduledPayments, input, options);

/** Query options for `getAccountProfile`. */
export const accountProfileQuery = (
  client: ApiClient,
  input: ReadInput<typeof getAccountProfile>,
) => endpointQuery(client, getAccountProfile, input);
/** Reads `getAccountProfile`; pass `skipToken` while the input is not known. */
export const useAccountProfile = (
  input: ReadInput<typeof getAccountProfile>,
  options?: ReadOptions<typeof getAccountProfile>,
) => useEndpointQuery(getAccountProfile, input, options);

/** Query options for `getMemberDetails`. */
export const memberDetailsQuery = (client: ApiClient, input: ReadInput<typeof getMemberDetails>) =>
  endpointQuery(client, getMemberDetails, input);
/** Reads `getMemberDetails`; pass `skipToken` while the input is not known. */
export const useMemberDetails = (
  input: ReadInput<typeof getMemberDetails>,
  options?: ReadOptions<typeof getMemberDetails>,
) => useEndpointQuery(getMemberDetails, input, options);

/** Query options for `getQuickPayPaymentSettings`. */
export const quickPayPaymentSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getQuickPayPaymentSettings>,
) => endpointQuery(client, getQuickPayPaymentSettings, input);
/** Reads `getQuickPayPaymentSettings`; pass `skipToken` while the input is not known. */
export const useQuickPayPaymentSettings = (
  input: ReadInput<typeof getQuickPayPaymentSettings>,
  options?: ReadOptions<typeof getQuickPayPaymentSettings>,
) => useEndpointQuery(getQuickPayPaymentSettings, input, options);

/** Query options for `getQuickPayPaymentStatus`. */
export const quickPayPaymentStatusQuery = (
  client: ApiClient,
  input: ReadInput<typeof getQuickPayPaymentStatus>,
) => endpointQuery(client, getQuickPayPaymentStatus, input);
/** Reads `getQuickPayPaymentStatus`; pass `skipToken` while the input is not known. */
export const useQuickPayPaymentStatus = (
  input: ReadInput<typeof getQuickPayPaymentStatus>,
  options?: ReadOptions<typeof getQuickPayPaymentStatus>,
) => useEndpointQuery(getQuickPayPaymentStatus, input, options);

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

/** Query options for `getServiceAccountTypes`. */
export const serviceAccountTypesQuery = (client: ApiClient) =>
  endpointQuery(client, getServiceAccountTypes);
/** Reads `getServiceAccountTypes`. */
export const useServiceAccountTypes = (options?: ReadOptions<typeof getServiceAccountTypes>) =>
  useEndpointQuery(getServiceAccountTypes, undefined, options);

/** Query options for `getServiceOrderTypes`. */
export const serviceOrderTypesQuery = (
  client: ApiClient,
  input: ReadInput<typeof getServiceOrderTypes>,
) => endpointQuery(client, getServiceOrderTypes, input);
/** Reads `getServiceOrderTypes`; pass `skipToken` while the input is not known. */
export const useServiceOrderTypes = (
  input: ReadInput<typeof getServiceOrderTypes>,
  options?: ReadOptions<typeof getServiceOrderTypes>,
) => useEndpointQuery(getServiceOrderTypes, input, options);

/** Query options for `getServiceOrders`. */
export const serviceOrdersQuery = (client: ApiClient, input: ReadInput<typeof getServiceOrders>) =>
  endpointQuery(client, getServiceOrders, input);
/** Reads `getServiceOrders`; pass `skipToken` while the input is not known. */
export const useServiceOrders = (
  input: ReadInput<typeof getServiceOrders>,
  options?: ReadOptions<typeof getServiceOrders>,
) => useEndpointQuery(getServiceOrders, input, options);

/** Query options for `getSiteSettings`. */
export const siteSettingsQuery = (client: ApiClient) =>
  endpointQuery(client, getSiteSettings, undefined, { staleTime: Infinity });
/** Site settings (doc 1 §3), loaded once and shared. */
export const useSiteSettings = (options?: ReadOptions<typeof getSiteSettings>) =>
  useEndpointQuery(getSiteSettings, undefined, { staleTime: Infinity, ...options });

/** Query options for `getSiteConfiguration`. */
export const siteConfigurationQuery = (client: ApiClient) =>
  endpointQuery(client, getSiteConfiguration, undefined, { staleTime: Infinity });
/** Site configuration (doc 1 §3), loaded once and shared. */
export const useSiteConfiguration = (options?: ReadOptions<typeof getSiteConfiguration>) =>
  useEndpointQuery(getSiteConfiguration, undefined, { staleTime: Infinity, ...options });

/** Query options for `getMaintenanceStatus`. */
export const maintenanceStatusQuery = (client: ApiClient) =>
  endpointQuery(client, getMaintenanceStatus);
/** Reads `getMaintenanceStatus`. */
export const useMaintenanceStatus = (options?: ReadOptions<typeof getMaintenanceStatus>) =>
  useEndpointQuery(getMaintenanceStatus, undefined, options);

/** Query options for `getImageSettings`. */
export const imageSettingsQuery = (client: ApiClient, input: ReadInput<typeof getImageSettings>) =>
  endpointQuery(client, getImageSettings, input);
/** Reads `getImageSettings`; pass `skipToken` while the input is not known. */
export const useImageSettings = (
  input: ReadInput<typeof getImageSettings>,
  options?: ReadOptions<typeof getImageSettings>,
) => useEndpointQuery(getImageSettings, input, options);

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

/** Query options for `getUsageAnalyticsSettings`. */
export const usageAnalyticsSettingsQuery = (
  client: ApiClient,
  input: ReadInput<typeof getUsageAnalyticsSettings>,
) => endpointQuery(client, getUsageAnalyticsSettings, input);
/** Reads `getUsageAnalyticsSettings`; pass `skipToken` while the input is not known. */
export const useUsageAnalyticsSettings = (
  input: ReadInput<typeof getUsageAnalyticsSettings>,
  options?: ReadOptions<typeof getUsageAnalyticsSettings>,
) => useEndpointQuery(getUsageAnalyticsSettings, input, options);

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

/** Writes `updateLevelizedAccount`; then reloads `getLevelizedAccounts`, `getAccountInfo`, `getMemberAccounts`. */
export const useUpdateLevelizedAccountMutation = (
  options?: WriteOptions<typeof updateLevelizedAccount>,
) =>
  useEndpointMutation(updateLevelizedAccount, {
    ...options,
    invalidates: [getLevelizedAccounts, getAccountInfo, getMemberAccounts],
  });

/** Writes `updateLevelizedAccounts`; then reloads `getLevelizedAccounts`, `getAccountInfo`, `getMemberAccounts`. */
export const useUpdateLevelizedAccountsMutation = (
  options?: WriteOptions<typeof updateLevelizedAccounts>,
) =>
  useEndpointMutation(updateLevelizedAccounts, {
    ...options,
    invalidates: [getLevelizedAccounts, getAccountInfo, getMemberAccounts],
  });

/** Writes `validateCapitalCreditLetter`. */
export const useValidateCapitalCreditLetterMutation = (
  options?: WriteOptions<typeof validateCapitalCreditLetter>,
) => useEndpointMutation(validateCapitalCreditLetter, { ...options, invalidates: [] });

/** Writes `sendCapitalCreditClaim`. */
export const useSendCapitalCreditClaimMutation = (
  options?: WriteOptions<typeof sendCapitalCreditClaim>,
) => useEndpointMutation(sendCapitalCreditClaim, { ...options, invalidates: [] });

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

/** Writes `setMfaSecret`; then reloads `getMfaStatus`. */
export const useSetMfaSecretMutation = (options?: WriteOptions<typeof setMfaSecret>) =>
  useEndpointMutation(setMfaSecret, { ...options, invalidates: [getMfaStatus] });

/** Writes `deleteMfaSecret`; then reloads `getMfaStatus`. */
export const useDeleteMfaSecretMutation = (options?: WriteOptions<typeof deleteMfaSecret>) =>
  useEndpointMutation(deleteMfaSecret, { ...options, invalidates: [getMfaStatus] });

/** Writes `updateNotifications`; then reloads `getNotifications`. */
export const useUpdateNotificationsMutation = (
  options?: WriteOptions<typeof updateNotifications>,
) => useEndpointMutation(updateNotifications, { ...options, invalidates: [getNotifications] });

/** Writes `reportOutage`; then reloads `getOutageStatus`, `getAccountOutageInfo`. */
export const useReportOutageMutation = (options?: WriteOptions<typeof reportOutage>) =>
  useEndpointMutation(reportOutage, {
    ...options,
    invalidates: [getOutageStatus, getAccountOutageInfo],
  });

/** Writes `initiateMemberPayment`. */
export const useInitiateMemberPaymentMutation = (
  options?: WriteOptions<typeof initiateMemberPayment>,
) => useEndpointMutation(initiateMemberPayment, { ...options, invalidates: [] });

/** Writes `deleteScheduledPayment`; then reloads `getScheduledPayments`. */
export const useDeleteScheduledPaymentMutation = (
  options?: WriteOptions<typeof deleteScheduledPayment>,
) =>
  useEndpointMutation(deleteScheduledPayment, { ...options, invalidates: [getScheduledPayments] });

/** Writes `updateAccountProfile`; then reloads `getAccountProfile`, `getAccountInfo`, `getMemberAccounts`. */
export const useUpdateAccountProfileMutation = (
  options?: WriteOptions<typeof updateAccountProfile>,
) =>
  useEndpointMutation(updateAccountProfile, {
    ...options,
    invalidates: [getAccountProfile, getAccountInfo, getMemberAccounts],
  });

/** Writes `updateMemberDetails`; then reloads `getMemberDetails`, `getMemberAccounts`, `getAccountInfo`. */
export const useUpdateMemberDetailsMutation = (
  options?: WriteOptions<typeof updateMemberDetails>,
) =>
  useEndpointMutation(updateMemberDetails, {
    ...options,
    invalidates: [getMemberDetails, getMemberAccounts, getAccountInfo],
  });

/** Writes `verifyQuickPayAccount`. */
export const useVerifyQuickPayAccountMutation = (
  options?: WriteOptions<typeof verifyQuickPayAccount>,
) => useEndpointMutation(verifyQuickPayAccount, { ...options, invalidates: [] });

/** Writes `initiateQuickPayPayment`. */
export const useInitiateQuickPayPaymentMutation = (
  options?: WriteOptions<typeof initiateQuickPayPayment>,
) => useEndpointMutation(initiateQuickPayPayment, { ...options, invalidates: [] });

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

/** Writes `updateRoundUp`; then reloads `getMemberDetails`, `getMemberAccounts`, `getAccountInfo`. */
export const useUpdateRoundUpMutation = (options?: WriteOptions<typeof updateRoundUp>) =>
  useEndpointMutation(updateRoundUp, {
    ...options,
    invalidates: [getMemberDetails, getMemberAccounts, getAccountInfo],
  });

/** Writes `processServiceOrder`; then reloads `getServiceOrders`. */
export const useProcessServiceOrderMutation = (
  options?: WriteOptions<typeof processServiceOrder>,
) => useEndpointMutation(processServiceOrder, { ...options, invalidates: [getServiceOrders] });
