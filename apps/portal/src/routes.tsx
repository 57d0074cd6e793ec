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
  /**
   * Its path, as the screens maps of src/pages key their screens (and routing/routeTitles.ts its
   * title).
   */
  path: Path;
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
 * (its title, in each language, is in routing/routeTitles.ts under its path). Kept `as const`, so
 * that its paths are a type (RoutePath) that the screens maps and the titles are checked against.
 */
const routeTable = [
  { path: 'home', guarded: false, lazy: home, pagesAlias: true },
  { path: 'login', guarded: false, pagesAlias: true },
  { path: 'register', guarded: false, pagesAlias: true },
  { path: 'account-management', guarded: false, pagesAlias: true },
  { path: 'forgot-password', guarded: false, pagesAlias: true },
  { path: 'forgot-username', guarded: false },
  { path: 'reset-password', guarded: false },
  { path: 'outage-status', guarded: true, pagesAlias: true },
  { path: 'service-requests', guarded: true, pagesAlias: true },
  { path: 'aclarajump', guarded: false },
  { path: 'external-redirect', guarded: false },
  { path: 'payment-options', guarded: true, lazy: paymentOptions },
  { path: 'payment-success', guarded: false },
  { path: 'payment-cancel', guarded: false },
  { path: 'billpayments/history', guarded: true },
  { path: 'billpayments/view-deposits', guarded: true },
  { path: 'billpayments/view-arrangements', guarded: true },
  { path: 'billpayments/payment-profile', guarded: true },
  { path: 'billpayments/auto-pay', guarded: true },
  { path: 'billpayments/pay-multiple', guarded: true },
  {
    path: 'service-type/application-for-service',

    guarded: false,
  },
  { path: 'service-type/select-service-type', guarded: false },
  { path: 'account-profile', guarded: true },
  { path: 'accountoverview', guarded: true },
  { path: 'accountoverview/:link', guarded: true },
  { path: 'my-profile', guarded: true },
  { path: 'draft-payments', guarded: true },
  { path: 'account-list', guarded: true },
  { path: 'view-all-accounts', guarded: true },
  { path: 'viewbill', guarded: true },
  { path: 'no-bill', guarded: true },
  { path: 'schedule-payments-success', guarded: true },
  { path: 'schedule-payments-error', guarded: true },
  { path: 'schedule-payments-cancel', guarded: true },
  { path: 'scheduled-payments', guarded: true },
  { path: 'notifications', guarded: true },
  { path: 'manage-notifications', guarded: true },
  { path: 'manage-contacts', guarded: true },
  { path: 'usage-tracker', guarded: true },
  { path: 'direct-usage-tracker', guarded: true },
  { path: 'operation-roundup', guarded: true },
  { path: 'levelized-billing', guarded: true },
  { path: 'quick-pay', guarded: false },
  {
    path: 'services-products',

    guarded: false,
    lazy: servicesProducts,
  },
  { path: 'member-info-docs', guarded: true },
  { path: 'legal-terms', guarded: false, lazy: termsOfUse },
  { path: 'delinquent-history', guarded: true },
  { path: 'cc-letterreturn', guarded: false },
  { path: 'unclaimed-capital-credit', guarded: false },
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
    handle: { titleKey: route.path, memberPage: route.guarded } satisfies RouteHandle,
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
          handle: { titleKey: 'maint' } satisfies RouteHandle,
          lazy: maintenance,
        },
        {
          Component: PageFrame,
          children: [
            { index: true, handle: { titleKey: 'home' } satisfies RouteHandle, lazy: home },
            ...framed,
            ...aliases,
            { path: '*', loader: () => redirectTo(UNKNOWN_PATH_TARGET), element: null },
          ],
        },
      ],
    },
  ];
}
