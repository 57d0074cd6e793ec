import { isFeatureOn, type FeatureFlag } from '../navigation/menu';
import { formatBalance, formatDueDate } from '../quickPay/payment';
import { fromCents, toCents, type AmountValue } from '../shared/money';
import { accountListMessages, type AccountListMessages } from './messages';

/** The all-accounts list's limits (doc 2 §9). */
export const accountListLimits = {
  /** Accounts per page at first… */
  pageSize: 10,
  /** …and the page sizes a member can choose. */
  pageSizeOptions: [10, 25, 50, 100],
  /** Account lists scroll at 480px height. */
  scrollHeight: 480,
} as const;

/** The account fields the list's rules read (doc 2 §3 account info). */
export interface ListedAccount {
  accountNumber: string;
  serviceAddress?: string | null;
  accountType?: string | null;
  accountBalance?: AmountValue;
  isPrepaidAccount?: boolean | null;
  dueDate?: string | null;
  locationId?: string | null;
}

/**
 * Text as the search compares it: lower case, every run of characters other than letters and
 * digits made one space, trimmed. "418 Prairie View Rd., Riverbend" → "418 prairie view rd riverbend".
 */
export function searchText(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search, as compared ("  Main St. " → ['main', 'st']); none for a blank search. */
export function searchTerms(query: string | null | undefined): string[] {
  const text = searchText(query);
  return text === '' ? [] : text.split(' ');
}

/**
 * Whether an account matches a search: every word of the search (digits or letters, any case,
 * punctuation ignored) appears in its account number or its service address. A blank search
 * matches every account. "3000026", "26", "main st", "RIVERBEND 66000" and "3000-026" all find
 * account 3000026 at 160 Main St, Riverbend, KS 66000.
 */
export function matchesAccountSearch(
  account: Pick<ListedAccount, 'accountNumber' | 'serviceAddress'>,
  query: string | null | undefined,
): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = `${searchText(account.accountNumber)} ${searchText(account.serviceAddress)}`;
  return terms.every((term) => haystack.includes(term));
}

/** The accounts that match a search, in their order (see `matchesAccountSearch`). */
export function searchAccounts<A extends Pick<ListedAccount, 'accountNumber' | 'serviceAddress'>>(
  accounts: readonly A[],
  query: string | null | undefined,
): A[] {
  return accounts.filter((account) => matchesAccountSearch(account, query));
}

export type AccountSortDirection = 'ascending' | 'descending';

const numberCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Orders account numbers as numbers where they are digits (999 before 1000), whatever their
 * length; other characters compare as text.
 */
export function compareAccountNumbers(a: string, b: string): number {
  return numberCollator.compare(a.trim(), b.trim());
}

/** The accounts sorted by account number (ascending by default); a new array. */
export function sortAccountsByNumber<A extends Pick<ListedAccount, 'accountNumber'>>(
  accounts: readonly A[],
  direction: AccountSortDirection = 'ascending',
): A[] {
  const sign = direction === 'descending' ? -1 : 1;
  return [...accounts].sort(
    (a, b) => sign * compareAccountNumbers(a.accountNumber, b.accountNumber),
  );
}

/**
 * Whether an account's balance counts toward the total amount due: a standard (not prepaid)
 * account that owes something (a balance above 0). A credit (a negative balance) does not pay
 * another account's bill, so it is not subtracted; a prepaid balance is money the member holds,
 * not money owed, so it is left out whatever its sign.
 */
export function countsTowardTotalDue(
  account: Pick<ListedAccount, 'accountBalance' | 'isPrepaidAccount'>,
): boolean {
  return !account.isPrepaidAccount && toCents(account.accountBalance) > 0;
}

/**
 * The total amount due of the member's accounts: the sum, in cents, of the balances owed on
 * standard accounts (see `countsTowardTotalDue`): credits and prepaid balances are not included.
 */
export function totalAmountDue(
  accounts: readonly Pick<ListedAccount, 'accountBalance' | 'isPrepaidAccount'>[],
): number {
  return fromCents(
    accounts
      .filter(countsTowardTotalDue)
      .reduce((total, account) => total + toCents(account.accountBalance), 0),
  );
}

/** The pages of a list: how many there are (at least 1) for a number of items and a page size. */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
}

export interface AccountListQuery {
  /** The search (see `matchesAccountSearch`); blank shows every account. */
  search?: string | null;
  /** By account number; ascending by default. */
  sortDirection?: AccountSortDirection;
  /** The page asked for, from 1; brought within the pages there are. */
  page?: number;
  /** Accounts per page (default 10, doc 2 §9). */
  pageSize?: number;
}

export interface AccountListPage<A> {
  /** The accounts of the page shown. */
  rows: A[];
  /** How many accounts match the search (all of them without one). */
  totalItems: number;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** Whether a search narrows the list. */
  isSearching: boolean;
}

/**
 * One page of the member's accounts: those matching the search, sorted by account number, the
 * page asked for (within the pages there are) of `pageSize` accounts.
 */
export function accountListPage<A extends ListedAccount>(
  accounts: readonly A[],
  {
    search,
    sortDirection = 'ascending',
    page = 1,
    pageSize = accountListLimits.pageSize,
  }: AccountListQuery = {},
): AccountListPage<A> {
  const matching = sortAccountsByNumber(searchAccounts(accounts, search), sortDirection);
  const pages = pageCount(matching.length, pageSize);
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  return {
    rows: matching.slice((shown - 1) * pageSize, shown * pageSize),
    totalItems: matching.length,
    page: shown,
    pageCount: pages,
    isSearching: searchTerms(search).length > 0,
  };
}

/** An account's balance as the list shows it. */
export interface BalanceDisplay {
  /** 'Total Amount Due', or for a prepaid account the prepaid wording 'Prepaid Balance'. */
  label: string;
  /** Money with 2 decimals; a negative prepaid balance in parentheses: '($12.50)'. */
  amount: string;
  isPrepaid: boolean;
}

/**
 * An account's balance with its wording (doc 1 §9, doc 2 §2.1): the prepaid wording replaces
 * 'total amount due' for a prepaid account, and a negative prepaid balance is shown in
 * parentheses; a standard account's credit keeps its minus sign ('-$5.00'). The amount is Quick
 * Pay's `formatBalance`, so every screen writes a balance the same way, for `locale` (US English
 * when omitted).
 */
export function balanceDisplay(
  account: Pick<ListedAccount, 'accountBalance' | 'isPrepaidAccount'>,
  messages: AccountListMessages = accountListMessages,
  locale?: string,
): BalanceDisplay {
  const isPrepaid = Boolean(account.isPrepaidAccount);
  return {
    label: isPrepaid ? messages.prepaidBalance : messages.amountDue,
    amount: formatBalance(account, locale),
    isPrepaid,
  };
}

/**
 * An account's due date as MM/dd/yyyy in US English (the locale's own short date in another), or
 * 'N/A' for a prepaid account or a missing date (doc 1 §4.1).
 */
export function dueDateDisplay(
  account: Pick<ListedAccount, 'dueDate' | 'isPrepaidAccount'>,
  messages: Pick<AccountListMessages, 'notAvailable'> = accountListMessages,
  locale?: string,
): string {
  return formatDueDate(account, messages, locale);
}

/** Where an account's actions lead from the list. */
export interface AccountActionHrefs {
  /** The account overview (doc 2 §2.1). */
  overview: string;
  /** The outage page (doc 2 §2.6). */
  outage: string;
  /** The usage tracker (doc 2 §2.7). */
  usage: string;
}

/**
 * The portal addresses of an account's actions, each with isFromViewAllAccounts=true so the page
 * leads back to the list: /accountoverview?accountno (doc 2 §2.1), /outage-status?accountno,
 * accounttype, locationid, memberno (doc 2 §2.6; locationid left out when the account has no
 * service location, which the outage page then says), /usage-tracker?accountno (doc 2 §2.7).
 * `memberNumber` is the signed-in member's (doc 2 §6).
 */
export function accountActionHrefs(
  account: Pick<ListedAccount, 'accountNumber' | 'accountType' | 'locationId'>,
  memberNumber: string,
): AccountActionHrefs {
  // Values encoded as a form would (a space as '+'), so URLSearchParams reads them back as given.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  const query = (values: Record<string, string | null | undefined>) =>
    [...Object.entries(values), ['isFromViewAllAccounts', 'true']]
      .map(([key, value]) => [key, (value ?? '').trim()] as const)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${key}=${encode(value)}`)
      .join('&');
  const accountno = account.accountNumber;
  return {
    overview: `/accountoverview?${query({ accountno })}`,
    outage: `/outage-status?${query({
      accountno,
      accounttype: account.accountType,
      locationid: account.locationId,
      memberno: memberNumber,
    })}`,
    usage: `/usage-tracker?${query({ accountno })}`,
  };
}

/** Which of an account's actions the list offers. */
export interface AccountListActions {
  /** Account Overview and Pay: always. */
  overview: true;
  pay: true;
  /** Outage: when the co-op has the Outage feature on (as the main menu's Outage item). */
  outage: boolean;
  /** Usage: when the co-op has the Usages feature on (as the main menu's Usage Tracker). */
  usage: boolean;
}

/**
 * The actions of every row: Account Overview and Pay always; Outage and Usage follow the features
 * the main menu's Outage and Usage Tracker items follow (doc 1 §2.2), so the list never leads to a
 * page the co-op has switched off.
 */
export function accountListActions(
  features: readonly FeatureFlag[] | null | undefined,
): AccountListActions {
  return {
    overview: true,
    pay: true,
    outage: isFeatureOn(features, 'Outage'),
    usage: isFeatureOn(features, 'Usages'),
  };
}
