import { HOME_PATH, isUsableLink, toPortalPath } from './menu';

/** The direct usage tracker page: no header there (doc 1 §2.1). */
export const DIRECT_USAGE_TRACKER_PATH = '/direct-usage-tracker';

/** The browser storage key that remembers a closed announcement banner (doc 1 §2.1). */
export const ANNOUNCEMENT_CLOSED_KEY = 'mcp_announcementClosed';

/** The separator of the route titles in the page title (doc 1 §2.1). */
export const PAGE_TITLE_SEPARATOR = ' | ';

/** Frame limits (doc 1 §9). */
export const frameLimits = {
  /** The account switcher shows the selected account plus at most 4 others. */
  accountSwitcherOthers: 4,
  /** The profile name button is at most 250px wide. */
  profileNameMaxWidthPx: 250,
  /** Screens narrower than this get the mobile layout. */
  mobileBreakpointPx: 600,
} as const;

/** Paths without the account switcher strip (doc 1 §2.1), besides the direct usage tracker. */
export const accountSwitcherHiddenPaths = [
  '/',
  '/home',
  '/payment-options',
  '/services-products',
  '/billpayments/pay-multiple',
  '/billpayments/auto-pay',
  '/billpayments/payment-profile',
  '/draft-payments',
  '/levelized-billing',
  '/operation-roundup',
  '/my-profile',
  '/scheduled-payments',
  '/member-info-docs',
  '/legal-terms',
  '/view-all-accounts',
  DIRECT_USAGE_TRACKER_PATH,
] as const;

/** A path without its query, hash and trailing slash ('/home/?a=1' → '/home'), leading slash kept. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** The path without the `pages/` alias prefix (doc 1 §2.7: '/pages/login' is '/login'). */
export function withoutPagesAlias(pathname: string): string {
  const path = normalizePath(pathname);
  return path === '/pages' ? '/' : path.replace(/^\/pages(?=\/)/, '');
}

/** Whether the header is shown on a path: everywhere but the direct usage tracker (doc 1 §2.1). */
export function isHeaderShown(pathname: string): boolean {
  return withoutPagesAlias(pathname) !== DIRECT_USAGE_TRACKER_PATH;
}

/** The Sign In link: only when signed out and not on /login (doc 1 §2.1). */
export function isSignInLinkShown(input: { isLoggedIn: boolean; pathname: string }): boolean {
  return !input.isLoggedIn && withoutPagesAlias(input.pathname) !== '/login';
}

/** Where the logo leads: the configured logo redirection link, else /home (doc 1 §2.1). */
export function logoTarget(settings: { logoClickRedirectionLink?: string | null }): string {
  const link = settings.logoClickRedirectionLink;
  return isUsableLink(link) ? toPortalPath(link) : HOME_PATH;
}

/**
 * Where sign-out leads (doc 1 §4.2): the configured sign-out link when it starts with 'login'
 * ('login', '/login?x=1'), else /home.
 */
export function signOutTarget(settings: { signOutLink?: string | null }): string {
  const link = (settings.signOutLink ?? '').trim().replace(/^\/+/, '');
  return link.toLowerCase().startsWith('login') ? `/${link}` : HOME_PATH;
}

/** An account as the switcher strip reads it (doc 1 §2.1). */
export interface SwitcherAccount {
  accountNumber: string;
  isPrimaryAccount?: boolean | null;
}

export interface AccountSwitcherInput<A extends SwitcherAccount> {
  pathname: string;
  isLoggedIn: boolean;
  accounts: readonly A[];
  /** The account number the page is on (query accountno or the last choice), if known. */
  selectedAccountNumber?: string | null;
}

/**
 * The account the member is on: the known account number when it is one of theirs, else the
 * primary account (isPrimaryAccount), else the first (doc 1 §2.1).
 */
export function selectedAccount<A extends SwitcherAccount>(
  accounts: readonly A[],
  selectedAccountNumber?: string | null,
): A | undefined {
  return (
    accounts.find((account) => account.accountNumber === selectedAccountNumber) ??
    accounts.find((account) => account.isPrimaryAccount) ??
    accounts[0]
  );
}

/**
 * Where a page keeps the account of query `accountno` once it has taken the query out of its
 * address (doc 3 §2.5): in the history entry's state, under this key, so a reload or Back keeps the
 * account while the address shows none.
 */
export const ACCOUNT_STATE_KEY = 'accountno';

/** The account number a page kept in its history entry's state, or null (see ACCOUNT_STATE_KEY). */
export function accountNumberInState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[ACCOUNT_STATE_KEY];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Whether a page may show the account switcher strip: every page but the listed ones (doc 1 §2.1). */
export function isAccountSwitcherPath(pathname: string): boolean {
  return !(accountSwitcherHiddenPaths as readonly string[]).includes(withoutPagesAlias(pathname));
}

/**
 * The account switcher strip (doc 1 §2.1): shown when signed in, off the listed paths, and only
 * when the member has more than one account; the selected account plus at most 4 others.
 * Returns null when the strip is not shown.
 */
export function accountSwitcher<A extends SwitcherAccount>({
  pathname,
  isLoggedIn,
  accounts,
  selectedAccountNumber,
}: AccountSwitcherInput<A>): { selected: A; others: A[] } | null {
  if (!isLoggedIn || accounts.length <= 1) return null;
  if (!isAccountSwitcherPath(pathname)) return null;
  const selected = selectedAccount(accounts, selectedAccountNumber);
  if (!selected) return null;
  const others = accounts
    .filter((account) => account !== selected)
    .slice(0, frameLimits.accountSwitcherOthers);
  return { selected, others };
}

/**
 * The announcement banner (doc 1 §2.1): shown when emergency announcements are enabled and a
 * message exists, until the visitor closes it (remembered under `mcp_announcementClosed`).
 */
export function isAnnouncementShown(input: {
  displayEmergencyAnnouncement?: boolean | null;
  emergencyAnnouncementMessage?: string | null;
  closed: boolean;
}): boolean {
  return (
    Boolean(input.displayEmergencyAnnouncement) &&
    (input.emergencyAnnouncementMessage ?? '').trim() !== '' &&
    !input.closed
  );
}

/** Whether a stored `mcp_announcementClosed` value means closed ('true'). */
export function isAnnouncementClosedValue(stored: string | null | undefined): boolean {
  return stored === 'true';
}

/**
 * Web chat starts only when the WebChatEnabled feature is on and both coopId and apiUrl are set
 * (doc 1 §2.1).
 */
export function isWebChatEnabled(input: {
  webChatFeatureOn: boolean;
  webChatSetting?: { coopId?: string | null; apiUrl?: string | null } | null;
}): boolean {
  const chat = input.webChatSetting;
  return (
    input.webChatFeatureOn &&
    (chat?.coopId ?? '').trim() !== '' &&
    (chat?.apiUrl ?? '').trim() !== ''
  );
}

/**
 * The page title (doc 1 §2.1): the route titles joined with ' | ', the page's own title first and
 * blank titles left out ('Average Billing | Prairie Rivers…').
 */
export function pageTitle(titles: readonly (string | null | undefined)[]): string {
  return titles
    .map((title) => (title ?? '').trim())
    .filter((title) => title !== '')
    .join(PAGE_TITLE_SEPARATOR);
}
