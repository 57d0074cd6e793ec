/*
 * Every catalogue of the widgets, each under its name, with its English (US) wording: what a co-op's
 * overrides are checked against (`checkMessageOverrides` from `@coop-portal/ui`, with the kit's
 * `kitCatalogues`). No widget imports it, so a page that does not check carries none of it.
 */
import { apiMessages } from '@coop-portal/api-client';
import { namedCatalogue, type NamedCatalogue } from '@coop-portal/ui';
import { accountListMessages, accountListTranslations } from './AccountList/messages';
import {
  accountOverviewWidgetMessages,
  accountOverviewWidgetTranslations,
} from './AccountOverview/messages';
import {
  accountProfileWidgetMessages,
  accountProfileWidgetTranslations,
} from './AccountProfile/messages';
import { autoPayWidgetMessages, autoPayWidgetTranslations } from './AutoPay/messages';
import {
  averageBillingWidgetMessages,
  averageBillingWidgetTranslations,
} from './AverageBilling/messages';
import { billingHistoryMessages, billingHistoryTranslations } from './BillingHistory/messages';
import {
  capitalCreditLetterReturnMessages,
  capitalCreditLetterReturnTranslations,
} from './CapitalCreditLetterReturn/messages';
import { contactDetailsMessages, contactDetailsTranslations } from './ContactDetails/messages';
import {
  delinquentHistoryMessages,
  delinquentHistoryTranslations,
} from './DelinquentHistory/messages';
import {
  arrangementsMessages,
  arrangementsTranslations,
  depositsMessages,
  depositsTranslations,
} from './DepositsAndArrangements/messages';
import { draftPaymentsMessages, draftPaymentsTranslations } from './DraftPayments/messages';
import {
  memberInfoDocumentsMessages,
  memberInfoDocumentsTranslations,
} from './MemberInfoDocuments/messages';
import {
  multiFactorSetupMessages,
  multiFactorSetupTranslations,
} from './MultiFactorSetup/messages';
import { myProfileMessages, myProfileTranslations } from './MyProfile/messages';
import { notificationsMessages, notificationsTranslations } from './Notifications/messages';
import {
  operationRoundUpMessages,
  operationRoundUpTranslations,
} from './OperationRoundUp/messages';
import { outageCenterMessages, outageCenterTranslations } from './OutageCenter/messages';
import { outageReportMessages, outageReportTranslations } from './OutageReport/messages';
import {
  passwordRecoveryMessages,
  passwordRecoveryTranslations,
} from './PasswordRecovery/messages';
import {
  payMultipleAccountsMessages,
  payMultipleAccountsTranslations,
} from './PayMultipleAccounts/messages';
import {
  paymentConfirmationMessages,
  paymentConfirmationTranslations,
} from './PaymentConfirmation/messages';
import {
  paymentProfileWidgetMessages,
  paymentProfileWidgetTranslations,
} from './PaymentProfile/messages';
import { quickPayDialogMessages, quickPayDialogTranslations } from './QuickPay/messages';
import {
  registrationWizardMessages,
  registrationWizardTranslations,
} from './Registration/messages';
import { roundUpTableMessages, roundUpTableTranslations } from './RoundUpTable/messages';
import {
  scheduledPaymentsMessages,
  scheduledPaymentsTranslations,
} from './ScheduledPayments/messages';
import {
  serviceApplicationWidgetMessages,
  serviceApplicationWidgetTranslations,
} from './ServiceApplication/messages';
import { serviceRequestsMessages, serviceRequestsTranslations } from './ServiceRequests/messages';
import {
  signInFormMessages,
  signInFormTranslations,
  usageAnalyticsJumpMessages,
  usageAnalyticsJumpTranslations,
} from './SignIn/messages';
import {
  unclaimedCapitalCreditsMessages,
  unclaimedCapitalCreditsTranslations,
} from './UnclaimedCapitalCredits/messages';
import { usageChartMessages, usageChartTranslations } from './UsageChart/messages';
import { usageTrackerMessages, usageTrackerTranslations } from './UsageTracker/messages';
import { apiMessagesTranslations } from './shared/apiMessages';

/** The widgets' catalogues (the API client's messages among them, as the widgets show them). */
export const widgetCatalogues: readonly NamedCatalogue[] = [
  namedCatalogue(accountListTranslations, accountListMessages),
  namedCatalogue(accountOverviewWidgetTranslations, accountOverviewWidgetMessages),
  namedCatalogue(accountProfileWidgetTranslations, accountProfileWidgetMessages),
  namedCatalogue(autoPayWidgetTranslations, autoPayWidgetMessages),
  namedCatalogue(averageBillingWidgetTranslations, averageBillingWidgetMessages),
  namedCatalogue(billingHistoryTranslations, billingHistoryMessages),
  namedCatalogue(capitalCreditLetterReturnTranslations, capitalCreditLetterReturnMessages),
  namedCatalogue(contactDetailsTranslations, contactDetailsMessages),
  namedCatalogue(delinquentHistoryTranslations, delinquentHistoryMessages),
  namedCatalogue(arrangementsTranslations, arrangementsMessages),
  namedCatalogue(depositsTranslations, depositsMessages),
  namedCatalogue(draftPaymentsTranslations, draftPaymentsMessages),
  namedCatalogue(memberInfoDocumentsTranslations, memberInfoDocumentsMessages),
  namedCatalogue(multiFactorSetupTranslations, multiFactorSetupMessages),
  namedCatalogue(myProfileTranslations, myProfileMessages),
  namedCatalogue(notificationsTranslations, notificationsMessages),
  namedCatalogue(operationRoundUpTranslations, operationRoundUpMessages),
  namedCatalogue(outageCenterTranslations, outageCenterMessages),
  namedCatalogue(outageReportTranslations, outageReportMessages),
  namedCatalogue(passwordRecoveryTranslations, passwordRecoveryMessages),
  namedCatalogue(payMultipleAccountsTranslations, payMultipleAccountsMessages),
  namedCatalogue(paymentConfirmationTranslations, paymentConfirmationMessages),
  namedCatalogue(paymentProfileWidgetTranslations, paymentProfileWidgetMessages),
  namedCatalogue(quickPayDialogTranslations, quickPayDialogMessages),
  namedCatalogue(registrationWizardTranslations, registrationWizardMessages),
  namedCatalogue(roundUpTableTranslations, roundUpTableMessages),
  namedCatalogue(scheduledPaymentsTranslations, scheduledPaymentsMessages),
  namedCatalogue(serviceApplicationWidgetTranslations, serviceApplicationWidgetMessages),
  namedCatalogue(serviceRequestsTranslations, serviceRequestsMessages),
  namedCatalogue(signInFormTranslations, signInFormMessages),
  namedCatalogue(usageAnalyticsJumpTranslations, usageAnalyticsJumpMessages),
  namedCatalogue(unclaimedCapitalCreditsTranslations, unclaimedCapitalCreditsMessages),
  namedCatalogue(usageChartTranslations, usageChartMessages),
  namedCatalogue(usageTrackerTranslations, usageTrackerMessages),
  namedCatalogue(apiMessagesTranslations, apiMessages),
];
