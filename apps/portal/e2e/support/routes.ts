export const loginFor = (path: string) => `/login?returnUrl=${encodeURIComponent(path)}`;

/**
 * The route guard table of doc 3 §2.1 with the routes doc 1 and doc 2 name (menus, tiles, result
 * pages), each with its guard and page title. Written from the specs, not from the route table, so
 * a route that goes missing fails here.
 */
export const specRoutes: {
  path: string;
  title: string;
  guarded: boolean;
  guestGoesTo?: string;
  /** Where a signed-in member lands instead (a route that redirects), with that page's title. */
  memberGoesTo?: { path: string; title: string };
}[] = [
  { path: '/home', title: 'Home', guarded: false },
  { path: '/login', title: 'Sign In', guarded: false },
  { path: '/register', title: 'Registration', guarded: false },
  { path: '/account-management', title: 'Account Management', guarded: false },
  { path: '/forgot-password', title: 'Forgot Password', guarded: false },
  { path: '/forgot-username', title: 'Forgot Username', guarded: false },
  { path: '/reset-password', title: 'Reset Password', guarded: false },
  // Redirect helper screens (doc 2 §2.10, doc 1 §2.6): a guest without a token goes to the login route.
  {
    path: '/aclarajump',
    title: 'Detailed Usage Analysis',
    guarded: false,
    guestGoesTo: '/login',
  },
  { path: '/external-redirect', title: 'Signing In', guarded: false, guestGoesTo: '/login' },
  { path: '/payment-options', title: 'Payment Options', guarded: true },
  // doc 2 §2.9: only the Quick Pay result is open to guests; a member's result needs a sign-in.
  {
    path: '/payment-success',
    title: 'Payment Success',
    guarded: false,
    guestGoesTo: loginFor('/payment-success'),
  },
  { path: '/payment-cancel', title: 'Payment Canceled', guarded: false },
  { path: '/billpayments/history', title: 'Account History', guarded: true },
  { path: '/billpayments/view-deposits', title: 'Deposits', guarded: true },
  { path: '/billpayments/view-arrangements', title: 'Arrangements', guarded: true },
  { path: '/billpayments/payment-profile', title: 'Payment Profile', guarded: true },
  { path: '/billpayments/auto-pay', title: 'Auto Payments', guarded: true },
  { path: '/billpayments/pay-multiple', title: 'Pay Multiple Accounts', guarded: true },
  // With account types (the demo co-op has four) the application is for the type chosen: without
  // one the applicant is sent to the choice first.
  {
    path: '/service-type/application-for-service?accountType=RES',
    title: 'Application For Service',
    guarded: false,
  },
  { path: '/service-type/select-service-type', title: 'New Service', guarded: false },
  { path: '/account-profile', title: 'Account Profile', guarded: true },
  { path: '/accountoverview', title: 'Account Overview', guarded: true },
  // The my-meter link opens the energy-tracking site, then leaves the address (doc 2 §2.1).
  {
    path: '/accountoverview/mymeter',
    title: 'Account Overview',
    guarded: true,
    memberGoesTo: { path: '/accountoverview', title: 'Account Overview' },
  },
  { path: '/my-profile', title: 'My Profile', guarded: true },
  { path: '/draft-payments', title: 'Draft Payments', guarded: true },
  // The list's older address: the same list under /view-all-accounts (pages/accounts/screens.ts).
  {
    path: '/account-list',
    title: 'Accounts',
    guarded: true,
    memberGoesTo: { path: '/view-all-accounts', title: 'All Accounts' },
  },
  { path: '/view-all-accounts', title: 'All Accounts', guarded: true },
  { path: '/outage-status', title: 'Outage', guarded: true },
  { path: '/viewbill', title: 'View Bill', guarded: true },
  { path: '/no-bill', title: 'Bill Not Available', guarded: true },
  { path: '/schedule-payments-success', title: 'Schedule Payment', guarded: true },
  { path: '/schedule-payments-error', title: 'Schedule Payment', guarded: true },
  { path: '/schedule-payments-cancel', title: 'Schedule Payment', guarded: true },
  { path: '/scheduled-payments', title: 'Scheduled Payments', guarded: true },
  { path: '/notifications', title: 'Notifications', guarded: true },
  { path: '/manage-notifications', title: 'Manage Notifications', guarded: true },
  { path: '/manage-contacts', title: 'Manage Contacts', guarded: true },
  { path: '/usage-tracker', title: 'Usage Tracker', guarded: true },
  { path: '/direct-usage-tracker', title: 'Usage Tracker', guarded: true },
  { path: '/operation-roundup', title: 'Operation RoundUp', guarded: true },
  { path: '/levelized-billing', title: 'Average Billing', guarded: true },
  { path: '/service-requests', title: 'Service Requests', guarded: true },
  { path: '/quick-pay', title: 'Quick Pay', guarded: false },
  { path: '/services-products', title: 'Services and Products', guarded: false },
  { path: '/member-info-docs', title: 'Member Information Documents', guarded: true },
  { path: '/legal-terms', title: 'Terms of Use', guarded: false },
  { path: '/delinquent-history', title: 'Delinquent History', guarded: true },
  { path: '/cc-letterreturn', title: 'Capital Credit Letter Return', guarded: false },
  { path: '/unclaimed-capital-credit', title: 'Unclaimed Capital Credits', guarded: false },
];
