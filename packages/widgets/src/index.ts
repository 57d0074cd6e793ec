export {
  AccountList,
  accountListMessages,
  type AccountListMessages,
  type AccountListProps,
  accountListTranslations,
} from './AccountList';
export {
  AccountOverview,
  accountOverviewConfigKeys,
  accountOverviewWidgetMessages,
  type AccountOverviewProps,
  type AccountOverviewWidgetMessages,
  accountOverviewWidgetTranslations,
} from './AccountOverview';
export {
  AccountProfile,
  accountProfileConfigKeys,
  accountProfileWebContentKeys,
  accountProfileWidgetMessages,
  type AccountProfileProps,
  type AccountProfileWidgetMessages,
  accountProfileWidgetTranslations,
} from './AccountProfile';
export {
  BillingHistory,
  billingHistoryMessages,
  BillNotAvailable,
  BillView,
  RecentBillingHistory,
  type BillingHistoryMessages,
  type BillingHistoryProps,
  type BillNotAvailableProps,
  type BillViewProps,
  type RecentBillingHistoryProps,
  billingHistoryTranslations,
} from './BillingHistory';
export {
  ContactDetails,
  contactDetailsMessages,
  type ContactDetailsMessages,
  type ContactDetailsProps,
  contactDetailsTranslations,
} from './ContactDetails';
export {
  Arrangements,
  arrangementsMessages,
  Deposits,
  depositsMessages,
  type ArrangementsMessages,
  type ArrangementsProps,
  type DepositsMessages,
  type DepositsProps,
  depositsTranslations,
  arrangementsTranslations,
} from './DepositsAndArrangements';
export {
  CoopWidgetProvider,
  type CoopWidgetConfig,
  type CoopWidgetProviderProps,
} from './provider';
export { widgetCatalogues } from './catalogues';
export {
  ForgotCredentials,
  passwordRecoveryMessages,
  ResetPassword,
  type ForgotCredentialsDetail,
  type ForgotCredentialsMode,
  type ForgotCredentialsProps,
  type PasswordRecoveryMessages,
  type RecoveryHeadingLevel,
  type ResetPasswordErrorDetail,
  type ResetPasswordProps,
  type ResetPasswordStage,
  passwordRecoveryTranslations,
} from './PasswordRecovery';
export {
  OutageCenter,
  outageCenterConfigKeys,
  outageCenterMessages,
  type OutageCenterMessages,
  type OutageCenterProps,
  createReportQueue,
  memoryStorage,
  type QueuedOutageReport,
  type QueueStorage,
  type ReportQueue,
  type OutageReportedDetail,
  outageCenterTranslations,
} from './OutageCenter';
export {
  OutageReport,
  outageReportMessages,
  type OutageReportErrorDetail,
  type OutageReportMessages,
  type OutageReportProps,
  outageReportTranslations,
} from './OutageReport';
export {
  PaymentConfirmation,
  paymentConfirmationMessages,
  type PaymentConfirmationErrorDetail,
  type PaymentConfirmationMessages,
  type PaymentConfirmationProps,
  type PaymentConfirmationStartedDetail,
  paymentConfirmationTranslations,
} from './PaymentConfirmation';
export {
  PayMultipleAccounts,
  payMultipleAccountsMessages,
  type PayMultipleAccountsMessages,
  type PayMultipleAccountsProps,
  type PayMultipleStartedDetail,
  payMultipleAccountsTranslations,
} from './PayMultipleAccounts';
export {
  QuickPay,
  QuickPayDialog,
  quickPayDialogMessages,
  quickPayDialogTranslations,
  type QuickPayDialogMessages,
  type QuickPayDialogProps,
  type QuickPayErrorDetail,
  type QuickPayPaymentStartedDetail,
  type QuickPayProps,
  type QuickPayStep,
  type QuickPayVerifiedDetail,
} from './QuickPay';
export {
  RegistrationWizard,
  registrationConfigKeys,
  registrationConfiguration,
  registrationWebContentKeys,
  registrationWizardMessages,
  type RegistrationCompleteDetail,
  type RegistrationConfiguration,
  type RegistrationStage,
  type RegistrationWizardMessages,
  type RegistrationWizardProps,
  registrationWizardTranslations,
} from './Registration';
export {
  apiMessagesTranslations,
  PaymentFields,
  paymentFieldsMessages,
  postForm,
  useApiMessages,
  useErrorMessage,
  useHostedPayment,
  type HostedPayment,
  type HostedPaymentAccountsValues,
  type HostedPaymentInitiation,
  type HostedPaymentRequest,
  type HostedPaymentStartedDetail,
  type HostedPaymentValues,
  type PaymentFieldsMessages,
  type PaymentFieldsProps,
  type UseHostedPaymentOptions,
} from './shared';
export {
  AverageBilling,
  averageBillingWidgetMessages,
  type AverageBillingProps,
  type AverageBillingWidgetMessages,
  averageBillingWidgetTranslations,
} from './AverageBilling';
export {
  CapitalCreditLetterReturn,
  capitalCreditLetterReturnMessages,
  type CapitalCreditLetterReturnMessages,
  type CapitalCreditLetterReturnProps,
  capitalCreditLetterReturnTranslations,
} from './CapitalCreditLetterReturn';
export {
  DelinquentHistory,
  delinquentHistoryMessages,
  type DelinquentHistoryMessages,
  type DelinquentHistoryProps,
  delinquentHistoryTranslations,
} from './DelinquentHistory';
export {
  DraftPayments,
  draftPaymentsConfigKeys,
  draftPaymentsMessages,
  type DraftPaymentsMessages,
  type DraftPaymentsProps,
  draftPaymentsTranslations,
} from './DraftPayments';
export {
  OperationRoundUp,
  operationRoundUpConfigKeys,
  operationRoundUpMessages,
  type OperationRoundUpMessages,
  type OperationRoundUpProps,
  operationRoundUpTranslations,
} from './OperationRoundUp';
export {
  ServiceApplication,
  ServiceApplicationForm,
  serviceApplicationWidgetMessages,
  ServiceTypeChoice,
  type ServiceAccountType,
  type ServiceApplicationFormProps,
  type ServiceApplicationProps,
  type ServiceApplicationSubmittedDetail,
  type ServiceApplicationWidgetMessages,
  type ServiceTypeChoiceProps,
  serviceApplicationWidgetTranslations,
} from './ServiceApplication';
export {
  RoundUpTable,
  roundUpTableMessages,
  type RoundUpTableMessages,
  type RoundUpTableProps,
  roundUpTableTranslations,
} from './RoundUpTable';
export {
  UnclaimedCapitalCredits,
  unclaimedCapitalCreditsMessages,
  type UnclaimedCapitalCreditsMessages,
  type UnclaimedCapitalCreditsProps,
  type UnclaimedCredit,
  unclaimedCapitalCreditsTranslations,
} from './UnclaimedCapitalCredits';
export {
  ScheduledPayments,
  scheduledPaymentsWebContentKeys,
  scheduledPaymentsWidgetMessages,
  type ScheduledPaymentsProps,
  type ScheduledPaymentsWidgetMessages,
  scheduledPaymentsTranslations,
} from './ScheduledPayments';
export {
  SignInForm,
  signInFormMessages,
  UsageAnalyticsJump,
  usageAnalyticsFormFields,
  usageAnalyticsJumpMessages,
  type SignedInDetail,
  type SignInErrorDetail,
  type SignInFormMessages,
  type SignInFormProps,
  type SignInStep,
  type UsageAnalyticsJumpMessages,
  type UsageAnalyticsJumpProps,
  signInFormTranslations,
  usageAnalyticsJumpTranslations,
} from './SignIn';
export {
  UsageChart,
  usageChartMessages,
  type UsageBarKind,
  type UsageChartMessages,
  type UsageChartMeter,
  type UsageChartMeterLayout,
  type UsageChartPoint,
  type UsageChartProps,
  type UsageChartStatus,
  type UsageChartSummarization,
  type UsageChartTemperature,
  usageChartTranslations,
} from './UsageChart';
export {
  UsageTracker,
  usageTrackerConfigKeys,
  usageTrackerConfiguration,
  usageTrackerMessages,
  usageTrackerWebContentKeys,
  type UsageTrackerConfiguration,
  type UsageTrackerMessages,
  type UsageTrackerProps,
  usageTrackerTranslations,
} from './UsageTracker';
export {
  MyProfile,
  myProfileConfigKeys,
  myProfileMessages,
  myProfileWebContentKeys,
  type MyProfileMessages,
  type MyProfileProps,
  type MyProfileTab,
  myProfileTranslations,
} from './MyProfile';
export {
  MultiFactorSetup,
  multiFactorSetupMessages,
  type MultiFactorSetupHeadingLevel,
  type MultiFactorSetupMessages,
  type MultiFactorSetupProps,
  multiFactorSetupTranslations,
} from './MultiFactorSetup';
export {
  NotificationContacts,
  NotificationPreferences,
  notificationsMessages,
  type NotificationContactsProps,
  type NotificationPreferencesProps,
  type NotificationsHeadingLevel,
  type NotificationsWidgetMessages,
  notificationsTranslations,
} from './Notifications';
export {
  PaymentProfile,
  paymentProfileWidgetMessages,
  type PaymentProfileProps,
  type PaymentProfileWidgetMessages,
  paymentProfileWidgetTranslations,
} from './PaymentProfile';
export {
  AutoPay,
  autoPayWidgetMessages,
  type AutoPayProps,
  type AutoPayWidgetMessages,
  autoPayWidgetTranslations,
} from './AutoPay';
export {
  MemberInfoDocuments,
  memberInfoDocumentsMessages,
  type MemberInfoDocumentsMessages,
  type MemberInfoDocumentsProps,
  memberInfoDocumentsTranslations,
} from './MemberInfoDocuments';
export {
  ServiceRequests,
  serviceRequestsMessages,
  type ServiceRequestsMessages,
  type ServiceRequestsProps,
  serviceRequestsTranslations,
} from './ServiceRequests';
