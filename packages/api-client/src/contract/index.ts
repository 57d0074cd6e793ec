import {
  getSiteSettings,
  getSiteConfiguration,
  getMaintenanceStatus,
  getImageSettings,
} from './siteSettings';
import { getConfigurationSettings } from './configuration';
import {
  verifyQuickPayAccount,
  getQuickPayPaymentSettings,
  initiateQuickPayPayment,
  getQuickPayPaymentStatus,
} from './quickPay';
import {
  login,
  verifyMfaLogin,
  refreshSession,
  validateResetLink,
  resetPassword,
  validateCisResetLink,
  resetCisPassword,
  requestPasswordReset,
  recoverUsername,
} from './auth';
import { getMemberAccounts, getAccountInfo, getLinkedAccounts, getMyMeterUrl } from './accounts';
import {
  getPaymentHistory,
  getBillingHistory,
  getBillPdf,
  getCapitalCreditPdf,
  getDeposits,
  getArrangements,
} from './billing';
import {
  getPaymentAmounts,
  getMemberPaymentSettings,
  getPaymentTax,
  initiateMemberPayment,
  getPaymentStatus,
  getRegisteredAutopayments,
  getScheduledPayments,
  deleteScheduledPayment,
  completeScheduledPayment,
} from './payments';
import {
  getAuthenticationTypes,
  verifyRegistrationAccount,
  verifyRegistrationCode,
  registerMember,
  checkUsernameAvailability,
} from './registration';
import {
  getAccountProfile,
  updateAccountProfile,
  getMemberDetails,
  updateMemberDetails,
} from './profile';
import { getMfaStatus, getMfaQrCode, setMfaSecret, deleteMfaSecret } from './mfa';
import {
  reportOutage,
  getOutageStatus,
  getAccountOutageInfo,
  getOutageHistory,
  verifyOutageAccount,
  reportGuestOutage,
} from './outage';
import {
  getDailyUsage,
  getMonthlyUsage,
  getTemperatures,
  getUsagesWeatherByMeter,
  getPrepaidSummarization,
  getUsageAttributes,
  getIntervalUsage,
} from './usage';
import { getUsageAnalyticsSettings } from './usageAnalytics';
import {
  getPaymentDrafts,
  getDraftPaymentSettings,
  getFinancialInstitutions,
  initiateDraftPayment,
  updateDraftAccounts,
  getDraftSetupOptions,
} from './drafts';
import { updateRoundUp } from './roundUp';
import {
  getLevelizedAccounts,
  updateLevelizedAccount,
  updateLevelizedAccounts,
} from './averageBilling';
import {
  getServiceAccountTypes,
  getServiceOrderTypes,
  processServiceOrder,
  getServiceOrders,
} from './serviceRequests';
import { submitServiceApplication } from './serviceApplication';
import { getDelinquentHistory, getDelinquentPdf } from './delinquents';
import { getMemberInfoDocuments } from './memberInfoDocuments';
import {
  validateCapitalCreditLetter,
  searchUnclaimedCapitalCredits,
  sendCapitalCreditClaim,
} from './capitalCredits';
import {
  addNotificationContact,
  deleteNotificationContact,
  getNotifications,
  updateNotifications,
  verifyNotificationContact,
} from './notifications';
import {
  getPaymentMethods,
  startPaymentMethod,
  addPaymentMethod,
  setDefaultPaymentMethod,
  deletePaymentMethod,
  getAutoPayments,
  enrollAutoPay,
  stopAutoPay,
} from './paymentMethods';

export * from './common';
export * from './idempotency';
export * from './endpoint';
export * from './siteSettings';
export * from './configuration';
export * from './quickPay';
export * from './auth';
export * from './accounts';
export * from './billing';
export * from './payments';
export * from './registration';
export * from './profile';
export * from './mfa';
export * from './outage';
export * from './usage';
export * from './usageAnalytics';
export * from './drafts';
export * from './roundUp';
export * from './averageBilling';
export * from './serviceRequests';
export * from './serviceApplication';
export * from './delinquents';
export * from './memberInfoDocuments';
export * from './capitalCredits';
export * from './notifications';
export * from './paymentMethods';

/** Every endpoint of the contract, by id. */
export const endpoints = {
  getSiteSettings,
  getSiteConfiguration,
  getMaintenanceStatus,
  getImageSettings,
  getConfigurationSettings,
  verifyQuickPayAccount,
  getQuickPayPaymentSettings,
  initiateQuickPayPayment,
  getQuickPayPaymentStatus,
  login,
  verifyMfaLogin,
  refreshSession,
  validateResetLink,
  resetPassword,
  validateCisResetLink,
  resetCisPassword,
  requestPasswordReset,
  recoverUsername,
  getMemberAccounts,
  getAccountInfo,
  getLinkedAccounts,
  getMyMeterUrl,
  getPaymentHistory,
  getBillingHistory,
  getBillPdf,
  getCapitalCreditPdf,
  getDeposits,
  getArrangements,
  getPaymentAmounts,
  getMemberPaymentSettings,
  getPaymentTax,
  initiateMemberPayment,
  getPaymentStatus,
  getRegisteredAutopayments,
  getScheduledPayments,
  deleteScheduledPayment,
  completeScheduledPayment,
  getAuthenticationTypes,
  verifyRegistrationAccount,
  verifyRegistrationCode,
  registerMember,
  checkUsernameAvailability,
  getAccountProfile,
  updateAccountProfile,
  getMemberDetails,
  updateMemberDetails,
  getMfaStatus,
  getMfaQrCode,
  setMfaSecret,
  deleteMfaSecret,
  reportOutage,
  getOutageStatus,
  getAccountOutageInfo,
  getOutageHistory,
  verifyOutageAccount,
  reportGuestOutage,
  getDailyUsage,
  getMonthlyUsage,
  getTemperatures,
  getUsagesWeatherByMeter,
  getPrepaidSummarization,
  getUsageAttributes,
  getIntervalUsage,
  getUsageAnalyticsSettings,
  getPaymentDrafts,
  getDraftPaymentSettings,
  getFinancialInstitutions,
  initiateDraftPayment,
  updateDraftAccounts,
  getDraftSetupOptions,
  updateRoundUp,
  getLevelizedAccounts,
  updateLevelizedAccount,
  updateLevelizedAccounts,
  getServiceAccountTypes,
  getServiceOrderTypes,
  processServiceOrder,
  getServiceOrders,
  submitServiceApplication,
  getDelinquentHistory,
  getDelinquentPdf,
  getMemberInfoDocuments,
  validateCapitalCreditLetter,
  searchUnclaimedCapitalCredits,
  sendCapitalCreditClaim,
  getNotifications,
  updateNotifications,
  addNotificationContact,
  verifyNotificationContact,
  deleteNotificationContact,
  getPaymentMethods,
  startPaymentMethod,
  addPaymentMethod,
  setDefaultPaymentMethod,
  deletePaymentMethod,
  getAutoPayments,
  enrollAutoPay,
  stopAutoPay,
} as const;

export type EndpointId = keyof typeof endpoints;
