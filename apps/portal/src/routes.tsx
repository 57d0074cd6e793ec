import type { PortalDeps } from './app/deps';
import { PageFrame } from './frame/PageFrame';
import { RootError } from './frame/RootError';
import { RootLayout } from './frame/RootLayout';
import { RouteLoading } from './frame/RouteLoading';
import { requireMember } from './routing/guard';
import type { RouteHandle } from './routing/handle';
import { page, type LazyPage, type Screen, type Screens } from './routing/page';
import { pageModules } from './routing/pageModules';
import { redirectTo, type Loader, type PortalRoute } from './routing/router';
import { screens as accountManagementScreens } from './pages/accountManagement/screens';
import { screens as accountsScreens } from './pages/accounts/screens';
import { screens as billingScreens } from './pages/billing/screens';
import { screens as capitalCreditsScreens } from './pages/capitalCredits/screens';
import { screens as depositsScreens } from './pages/deposits/screens';
import { screens as notificationScreens } from './pages/notifications/screens';
import { screens as outageScreens } from './pages/outage/screens';
import { screens as overviewScreens } from './pages/overview/screens';
import { screens as payMultipleScreens } from './pages/payMultiple/screens';
import { screens as roundUpScreens } from './pages/roundUp/screens';
import { screens as averageBillingScreens } from './pages/averageBilling/screens';
import { screens as delinquentsScreens } from './pages/delinquents/screens';
import { screens as draftScreens } from './pages/drafts/screens';
import { screens as memberInfoDocsScreens } from './pages/memberInfoDocs/screens';
import { screens as paymentProfileScreens } from './pages/paymentProfile/screens';
import { screens as quickPayScreens } from './pages/quickPay/screens';
import { screens as recoveryScreens } from './pages/recovery/screens';
import { screens as registrationScreens } from './pages/registration/screens';
import { screens as signInScreens } from './pages/signIn/screens';
import { screens as profileScreens } from './pages/profile/screens';
import { screens as scheduledPaymentsScreens } from './pages/scheduledPayments/screens';
import { screens as serviceApplicationScreens } from './pages/serviceApplication/screens';
import { screens as serviceRequestsScreens } from './pages/serviceRequests/screens';
import { screens as usageScreens } from './pages/usage/screens';
import { loadStartup } from './startup/startup';

const home: LazyPage = page(pageModules.home, 'HomePage');
const maintenance: LazyPage = page(pageModules.maint, 'MaintenancePage');
const paymentOptions: LazyPage = page(pageModules['payment-options'], 'PaymentOptionsPage');
const servicesProducts: LazyPage = page(pageModules['services-products'], 'ServicesProductsPage');
const termsOfUse: LazyPage = page(pageModules['legal-terms'], 'TermsOfUsePage');

/** A page of the route table (doc 3 §2.1). */
export interface PageRoute<Path extends string = RoutePath> {
  /** Its path, as the screens maps of src/pages key their screens. */
  path: Path;
  title: string;
  /** Guarded: a signed-in member is required. */
  guarded: boolean;
  /**
   * The screen, when it is not in a feature folder's screens map (every route has one or the
   * other: the type check of `featureScreens` below says so).
   */
  lazy?: LazyPage;
  /** Also reachable under pages/ (doc 1 §2.7). */
  pagesAlias?: boolean;
}

/**
 * Every route of the guard table (doc 3 §2.1) and the routes doc 1 and doc 2 name, with its guard
 * and title. Kept `as const`, so that its paths are a type (RoutePath) that the screens maps are
 * checked against.
 */
const routeTable = [
  { path: 'home', title: 'Home', guarded: false, lazy: home, pagesAlias: true },
  { path: 'login', title: 'Sign In', guarded: false, pagesAlias: true },
  { path: 'register', title: 'Registration', guarded: false, pagesAlias: true },
  { path: 'account-management', title: 'Account Management', guarded: false, pagesAlias: true },
  { path: 'forgot-password', title: 'Forgot Password', guarded: false, pagesAlias: true },
  { path: 'forgot-username', title: 'Forgot Username', guarded: false },
  { path: 'reset-password', title: 'Reset Password', guarded: false },
  { path: 'outage-status', title: 'Outage', guarded: true, pagesAlias: true },
  { path: 'service-requests', title: 'Service Requests', guarded: true, pagesAlias: true },
  { path: 'aclarajump', title: 'Detailed Usage Analysis', guarded: false },
  { path: 'external-redirect', title: 'Signing In', guarded: false },
  { path: 'payment-options', title: 'Payment Options', guarded: true, lazy: paymentOptions },
  { path: 'payment-success', title: 'Payment Success', guarded: false },
  { path: 'payment-cancel', title: 'Payment Canceled', guarded: false },
  { path: 'billpayments/history', title: 'Account History', guarded: true },
  { path: 'billpayments/view-deposits', title: 'Deposits', guarded: true },
  { path: 'billpayments/view-arrangements', title: 'Arrangements', guarded: true },
  { path: 'billpayments/payment-profile', title: 'Payment Profile', guarded: true },
  { path: 'billpayments/auto-pay', title: 'Auto Payments', guarded: true },
  { path: 'billpayments/pay-multiple', title: 'Pay Multiple Accounts', guarded: true },
  {
    path: 'service-type/application-for-service',
    title: 'Application For Service',
    guarded: false,
  },
  { path: 'service-type/select-service-type', title: 'New Service', guarded: false },
  { path: 'account-profile', title: 'Account Profile', guarded: true },
  { path: 'accountoverview', title: 'Account Overview', guarded: true },
  { path: 'accountoverview/:link', title: 'Account Overview', guarded: true },
  { path: 'my-profile', title: 'My Profile', guarded: true },
  { path: 'draft-payments', title: 'Draft Payments', guarded: true },
  { path: 'account-list', title: 'Accounts', guarded: true },
  { path: 'view-all-accounts', title: 'All Accounts', guarded: true },
  { path: 'viewbill', title: 'View Bill', guarded: true },
  { path: 'no-bill', title: 'Bill Not Available', guarded: true },
  { path: 'schedule-payments-success', title: 'Schedule Payment', guarded: true },
  { path: 'schedule-payments-error', title: 'Schedule Payment', guarded: true },
  { path: 'schedule-payments-cancel', title: 'Schedule Payment', guarded: true },
  { path: 'scheduled-payments', title: 'Scheduled Payments', guarded: true },
  { path: 'notifications', title: 'Notifications', guarded: true },
  { path: 'manage-notifications', title: 'Manage Notifications', guarded: true },
  { path: 'manage-contacts', title: 'Manage Contacts', guarded: true },
  { path: 'usage-tracker', title: 'Usage Tracker', guarded: true },
  { path: 'direct-usage-tracker', title: 'Usage Tracker', guarded: true },
  { path: 'operation-roundup', title: 'Operation RoundUp', guarded: true },
  { path: 'levelized-billing', title: 'Average Billing', guarded: true },
  { path: 'quick-pay', title: 'Quick Pay', guarded: false },
  {
    path: 'services-products',
    title: 'Services and Products',
    guarded: false,
    lazy: servicesProducts,
  },
  { path: 'member-info-docs', title: 'Member Information Documents', guarded: true },
  { path: 'legal-terms', title: 'Terms of Use', guarded: false, lazy: termsOfUse },
  { path: 'delinquent-history', title: 'Delinquent History', guarded: true },
  { path: 'cc-letterreturn', title: 'Capital Credit Letter Return', guarded: false },
  { path: 'unclaimed-capital-credit', title: 'Unclaimed Capital Credits', guarded: false },
] as const satisfies readonly PageRoute<string>[];

/** A route path of the table, as written there (e.g. 'quick-pay', 'accountoverview/:link'). */
export type RoutePath = (typeof routeTable)[number]['path'];

/** The route table, each route typed by its path. */
export const pageRoutes: readonly PageRoute[] = routeTable;

/** The paths whose screen is in the route table itself (`lazy`). */
type TablePagePath = Extract<(typeof routeTable)[number], { lazy: LazyPage }>['path'];

/**
 * The screens each feature folder of src/pages provides, by route path. Every other route of the
 * table must have one: a route without a page does not compile.
 */
const featureScreens = {
  ...signInScreens,
  ...registrationScreens,
  ...recoveryScreens,
  ...quickPayScreens,
  ...usageScreens,
  ...accountsScreens,
  ...accountManagementScreens,
  ...billingScreens,
  ...depositsScreens,
  ...overviewScreens,
  ...profileScreens,
  ...notificationScreens,
  ...outageScreens,
  ...scheduledPaymentsScreens,
  ...payMultipleScreens,
  ...roundUpScreens,
  ...averageBillingScreens,
  ...draftScreens,
  ...paymentProfileScreens,
  ...delinquentsScreens,
  ...serviceRequestsScreens,
  ...memberInfoDocsScreens,
  ...capitalCreditsScreens,
  ...serviceApplicationScreens,
} satisfies Record<Exclude<RoutePath, TablePagePath>, Screen>;

const screensByPath: Screens = featureScreens;

/** Where an unknown path goes (doc 1 §2.7, doc 3 §2.1). */
export const UNKNOWN_PATH_TARGET = '/pages/home';

/**
 * Whether a route's page, opened first, loads its code once the frame is on screen (the router's
 * `firstPageCodeAfterFrame`): every page but home. Home's code is a few KB, and its banner image
 * is the largest thing its first view shows: it loads with the frame.
 */
export const pageCodeAfterFrame = (route: PortalRoute): boolean => route.lazy !== home;

/** The path of the maintenance page (doc 3 §2.11): outside the page frame. */
export const MAINTENANCE_PATH = '/maint';

function pageOf(route: PageRoute, screen: Screen | undefined): LazyPage {
  const lazy = route.lazy ?? screen?.lazy;
  // The type check of featureScreens makes this unreachable; a route table edited without it
  // fails here, when the routes are made, not when a member opens the page.
  if (!lazy) throw new Error(`The route ${route.path} has no page.`);
  return lazy;
}

function toRoute(deps: PortalDeps, route: PageRoute, path: string = route.path): PortalRoute {
  const screen = screensByPath[route.path];
  const guard = route.guarded ? requireMember(deps) : undefined;
  const own = screen?.loader?.(deps);
  const loader: Loader | undefined =
    guard && own
      ? async (args) => {
          await guard(args);
          return own(args);
        }
      : (guard ?? own);
  return {
    path,
    handle: { title: route.title } satisfies RouteHandle,
    ...(loader ? { loader } : {}),
    lazy: pageOf(route, screen),
  };
}

/**
 * The route table. The root loader reads the start-up settings once (a failure shows the start-up
 * error page) and sends every page to /maint while maintenance is on (doc 1 §4.2). Pages load on
 * demand; unknown paths go to pages/home (doc 1 §2.7).
 */
export function createRoutes(deps: PortalDeps): PortalRoute[] {
  const framed = pageRoutes.map((route) => toRoute(deps, route));
  const aliases = pageRoutes
    .filter((route) => route.pagesAlias)
    .map((route) => toRoute(deps, route, `pages/${route.path}`));
  return [
    {
      id: 'root',
      path: '/',
      loader: async ({ url }) => {
        const { maintenance } = await loadStartup(deps);
        if (maintenance && url.pathname !== MAINTENANCE_PATH) throw redirectTo(MAINTENANCE_PATH);
        return null;
      },
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: RouteLoading,
      children: [
        {
          path: 'maint',
          handle: { title: 'System Under Maintenance' } satisfies RouteHandle,
          lazy: maintenance,
        },
        {
          Component: PageFrame,
          children: [
            { index: true, handle: { title: 'Home' } satisfies RouteHandle, lazy: home },
            ...framed,
            ...aliases,
            { path: '*', loader: () => redirectTo(UNKNOWN_PATH_TARGET), element: null },
          ],
        },
      ],
    },
  ];
}
