import type { RoutePath } from '../routes';

/*
 * Which module each route's page is in, loaded on demand. routes.tsx and the screens maps of
 * src/pages take a route's page from here (naming the export); its type requires every route.
 */

const homePage = () => import('../pages/HomePage');
const paymentOptionsPage = () => import('../pages/PaymentOptionsPage');
const servicesProductsPage = () => import('../pages/ServicesProductsPage');
const termsOfUsePage = () => import('../pages/TermsOfUsePage');
const maintenancePage = () => import('../pages/MaintenancePage');
const accountManagementPage = () => import('../pages/accountManagement/AccountManagementPage');
const allAccountsPage = () => import('../pages/accounts/AllAccountsPage');
const averageBillingPage = () => import('../pages/averageBilling/AverageBillingPage');
const accountHistoryPage = () => import('../pages/billing/AccountHistoryPage');
const viewBillPage = () => import('../pages/billing/ViewBillPage');
const noBillPage = () => import('../pages/billing/NoBillPage');
const capitalCreditLetterReturnPage = () =>
  import('../pages/capitalCredits/CapitalCreditLetterReturnPage');
const unclaimedCapitalCreditsPage = () =>
  import('../pages/capitalCredits/UnclaimedCapitalCreditsPage');
const delinquentHistoryPage = () => import('../pages/delinquents/DelinquentHistoryPage');
const depositsPages = () => import('../pages/deposits/DepositsPages');
const draftPaymentsPage = () => import('../pages/drafts/DraftPaymentsPage');
const memberInfoDocsPage = () => import('../pages/memberInfoDocs/MemberInfoDocsPage');
const notificationPages = () => import('../pages/notifications/NotificationPages');
const outagePage = () => import('../pages/outage/OutagePage');
const accountOverviewPage = () => import('../pages/overview/AccountOverviewPage');
const payMultiplePage = () => import('../pages/payMultiple/PayMultiplePage');
const paymentProfilePage = () => import('../pages/paymentProfile/PaymentProfilePage');
const autoPayPage = () => import('../pages/paymentProfile/AutoPayPage');
const accountProfilePage = () => import('../pages/profile/AccountProfilePage');
const myProfilePage = () => import('../pages/profile/MyProfilePage');
const quickPayPage = () => import('../pages/quickPay/QuickPayPage');
const paymentSuccessPage = () => import('../pages/quickPay/PaymentSuccessPage');
const paymentCancelPage = () => import('../pages/quickPay/PaymentCancelPage');
const forgotPasswordPage = () => import('../pages/recovery/ForgotPasswordPage');
const forgotUsernamePage = () => import('../pages/recovery/ForgotUsernamePage');
const resetPasswordPage = () => import('../pages/recovery/ResetPasswordPage');
const registerPage = () => import('../pages/registration/RegisterPage');
const operationRoundUpPage = () => import('../pages/roundUp/OperationRoundUpPage');
const scheduledPaymentsPage = () => import('../pages/scheduledPayments/ScheduledPaymentsPage');
const scheduleResultPages = () => import('../pages/scheduledPayments/ScheduleResultPages');
const selectServiceTypePage = () => import('../pages/serviceApplication/SelectServiceTypePage');
const applicationForServicePage = () =>
  import('../pages/serviceApplication/ApplicationForServicePage');
const serviceRequestsPage = () => import('../pages/serviceRequests/ServiceRequestsPage');
const loginPage = () => import('../pages/signIn/LoginPage');
const externalRedirectPage = () => import('../pages/signIn/ExternalRedirectPage');
const aclaraJumpPage = () => import('../pages/signIn/AclaraJumpPage');
const usageTrackerPage = () => import('../pages/usage/UsageTrackerPage');

/** Every route's page module, by route path as routes.tsx writes it (and the maintenance page). */
export const pageModules = {
  home: homePage,
  'payment-options': paymentOptionsPage,
  'services-products': servicesProductsPage,
  'legal-terms': termsOfUsePage,
  maint: maintenancePage,
  'account-management': accountManagementPage,
  'view-all-accounts': allAccountsPage,
  'account-list': allAccountsPage,
  'levelized-billing': averageBillingPage,
  'billpayments/history': accountHistoryPage,
  viewbill: viewBillPage,
  'no-bill': noBillPage,
  'cc-letterreturn': capitalCreditLetterReturnPage,
  'unclaimed-capital-credit': unclaimedCapitalCreditsPage,
  'delinquent-history': delinquentHistoryPage,
  'billpayments/view-deposits': depositsPages,
  'billpayments/view-arrangements': depositsPages,
  'draft-payments': draftPaymentsPage,
  'member-info-docs': memberInfoDocsPage,
  notifications: notificationPages,
  'manage-notifications': notificationPages,
  'manage-contacts': notificationPages,
  'outage-status': outagePage,
  accountoverview: accountOverviewPage,
  'accountoverview/:link': accountOverviewPage,
  'billpayments/pay-multiple': payMultiplePage,
  'billpayments/payment-profile': paymentProfilePage,
  'billpayments/auto-pay': autoPayPage,
  'account-profile': accountProfilePage,
  'my-profile': myProfilePage,
  'quick-pay': quickPayPage,
  'payment-success': paymentSuccessPage,
  'payment-cancel': paymentCancelPage,
  'forgot-password': forgotPasswordPage,
  'forgot-username': forgotUsernamePage,
  'reset-password': resetPasswordPage,
  register: registerPage,
  'operation-roundup': operationRoundUpPage,
  'scheduled-payments': scheduledPaymentsPage,
  'schedule-payments-success': scheduleResultPages,
  'schedule-payments-error': scheduleResultPages,
  'schedule-payments-cancel': scheduleResultPages,
  'service-type/select-service-type': selectServiceTypePage,
  'service-type/application-for-service': applicationForServicePage,
  'service-requests': serviceRequestsPage,
  login: loginPage,
  'external-redirect': externalRedirectPage,
  aclarajump: aclaraJumpPage,
  'usage-tracker': usageTrackerPage,
  'direct-usage-tracker': usageTrackerPage,
} satisfies Record<RoutePath | 'maint', () => Promise<Record<string, unknown>>>;
