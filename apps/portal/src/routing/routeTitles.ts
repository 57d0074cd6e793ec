import type { CatalogueTranslations } from '@coop-portal/ui';
import type { RoutePath } from '../routes';

/** A route with a title: every route of the table in routes.tsx, and the maintenance page. */
export type TitledPath = RoutePath | 'maint';

/** The page title of each route, by its path as routes.tsx writes it. */
export type RouteTitleMessages = Readonly<Record<TitledPath, string>>;

/**
 * The page titles of the routes (doc 3 §2.1 and the routes doc 1 and doc 2 name), by route path:
 * the document title is built from them (doc 1 §2.1, HeadEffects), and the sign-in pages show
 * theirs as their h1. A route without a title here, or a title without a route, does not compile.
 */
export const routeTitleMessages = {
  home: 'Home',
  login: 'Sign In',
  register: 'Registration',
  'account-management': 'Account Management',
  'forgot-password': 'Forgot Password',
  'forgot-username': 'Forgot Username',
  'reset-password': 'Reset Password',
  'outage-status': 'Outage',
  'service-requests': 'Service Requests',
  aclarajump: 'Detailed Usage Analysis',
  'external-redirect': 'Signing In',
  'payment-options': 'Payment Options',
  'payment-success': 'Payment Success',
  'payment-cancel': 'Payment Canceled',
  'billpayments/history': 'Account History',
  'billpayments/view-deposits': 'Deposits',
  'billpayments/view-arrangements': 'Arrangements',
  'billpayments/payment-profile': 'Payment Profile',
  'billpayments/auto-pay': 'Auto Payments',
  'billpayments/pay-multiple': 'Pay Multiple Accounts',
  'service-type/application-for-service': 'Application For Service',
  'service-type/select-service-type': 'New Service',
  'account-profile': 'Account Profile',
  accountoverview: 'Account Overview',
  'accountoverview/:link': 'Account Overview',
  'my-profile': 'My Profile',
  'draft-payments': 'Draft Payments',
  'account-list': 'Accounts',
  'view-all-accounts': 'All Accounts',
  viewbill: 'View Bill',
  'no-bill': 'Bill Not Available',
  'schedule-payments-success': 'Schedule Payment',
  'schedule-payments-error': 'Schedule Payment',
  'schedule-payments-cancel': 'Schedule Payment',
  'scheduled-payments': 'Scheduled Payments',
  notifications: 'Notifications',
  'manage-notifications': 'Manage Notifications',
  'manage-contacts': 'Manage Contacts',
  'usage-tracker': 'Usage Tracker',
  'direct-usage-tracker': 'Usage Tracker',
  'operation-roundup': 'Operation RoundUp',
  'levelized-billing': 'Average Billing',
  'quick-pay': 'Quick Pay',
  'services-products': 'Services and Products',
  'member-info-docs': 'Member Information Documents',
  'legal-terms': 'Terms of Use',
  'delinquent-history': 'Delinquent History',
  'cc-letterreturn': 'Capital Credit Letter Return',
  'unclaimed-capital-credit': 'Unclaimed Capital Credits',
  /** doc 3 §2.11: the maintenance page, outside the page frame. */
  maint: 'System Under Maintenance',
} satisfies RouteTitleMessages;

/** Their translations, each loaded the first time the portal speaks that language. */
export const routeTitleTranslations: CatalogueTranslations<RouteTitleMessages> = {
  name: 'portal.routeTitles',
  'es-US': () => import('./routeTitles.es').then((module) => module.routeTitleMessagesEs),
};
