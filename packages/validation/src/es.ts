/*
 * The rules' messages in Spanish (US), one catalogue per feature, with the same keys as the
 * English one each mirrors (the type check fails on a missing or extra key). A separate entry
 * (`@coop-portal/validation/es`): the English code never imports it, so a bundler puts it in the
 * chunks that load a Spanish translation, and the English pages get no heavier.
 */
export { quickPayMessagesEs } from './quickPay/messages.es';
export { profileMessagesEs } from './profile/messages.es';
export { accountProfileMessagesEs } from './accountProfile/messages.es';
export { notificationsMessagesEs } from './notifications/messages.es';
export { signInMessagesEs } from './signIn/messages.es';
export { passwordMessagesEs, recoveryMessagesEs } from './password/messages.es';
export { registrationMessagesEs } from './registration/messages.es';
export { outageMessagesEs } from './outage/messages.es';
export { billingHistoryMessagesEs } from './billingHistory/messages.es';
export { depositsAndArrangementsMessagesEs } from './depositsAndArrangements/messages.es';
export { delinquentMessagesEs } from './delinquents/messages.es';
export { averageBillingMessagesEs } from './averageBilling/messages.es';
export { capitalCreditsMessagesEs } from './capitalCredits/messages.es';
export { memberInfoDocumentMessagesEs } from './memberInfoDocuments/messages.es';
export { payMultipleMessagesEs, paymentDateMessagesEs } from './payMultiple/messages.es';
export { paymentProfileMessagesEs } from './paymentProfile/messages.es';
export { scheduledPaymentsMessagesEs } from './scheduledPayments/messages.es';
export { accountOverviewMessagesEs } from './accountOverview/messages.es';
export { accountListMessagesEs } from './accountList/messages.es';
export { navigationMessagesEs } from './navigation/messages.es';
export { accountManagementMessagesEs } from './navigation/accountManagement.es';
export { usageMessagesEs } from './usage/messages.es';
export { serviceRequestMessagesEs } from './serviceRequest/messages.es';
export { serviceApplicationMessagesEs } from './serviceApplication/messages.es';
export { draftMessagesEs } from './drafts/messages.es';
export { roundUpMessagesEs } from './roundUp/messages.es';
