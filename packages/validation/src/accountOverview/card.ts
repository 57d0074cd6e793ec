import { outageStatusLabel } from '../outage/outage';
import { formatDate } from '../i18n/format';
import { toDayNumber, type DateInput } from '../shared/dates';
import { formatBalance, formatCurrency, toCents } from '../shared/money';
import { isStatus, textOf, type OverviewAccount } from './account';
import { accountStatusLabel, isArrangementOverdue } from './accountOverview';
import { accountOverviewMessages, type AccountOverviewMessages } from './messages';

/** How the account card warns: the cutoff state, past due, or not at all (doc 2 §4). */
export type AccountWarning = 'cutoff' | 'pastDue' | null;

/** The overview's account card as shown (doc 2 §2.1, §4; doc 1 §9). */
export interface AccountCard {
  holderName: string;
  accountNumber: string;
  /** "Past Due Electric", "Current Electric Prepaid"… (`accountStatusLabel`). */
  statusLabel: string;
  serviceAddress?: string;
  /** 'Total Amount Due', or the prepaid wording for a prepaid account. */
  amountLabel: string;
  /** "$142.37"; a negative prepaid balance in parentheses: "($12.50)". */
  amount: string;
  /** MM/dd/yyyy in US English, or N/A for a prepaid account or a missing date. */
  dueDate: string;
  /** The past-due amount, when there is one. */
  pastDueAmount?: string;
  /** The cutoff date (MM/dd/yyyy in US English), when there is one. */
  cutoffDate?: string;
  warning: AccountWarning;
  /** 'Draft Pay Enrolled' or 'EZ Pay Enrolled' when an auto payment exists, else undefined. */
  autoPayLabel?: string;
  /** The power at the location (doc 2 §4): outage 'Y' → OFF, 'N' → ON, absent → N/A. */
  powerStatus: 'ON' | 'OFF' | 'N/A';
}

/**
 * The warning style of the account card (doc 2 §4: "a past-due or cutoff warning style"): the
 * cutoff state when the account is Disconnected or Pending Disconnect, or has an amount past due
 * and a cutoff date; past due when it is Past Due or has an amount past due; otherwise none.
 */
export function accountWarning(
  account: Pick<OverviewAccount, 'derivedStatus' | 'pastDueAmount' | 'cutOffDate'>,
): AccountWarning {
  const pastDue = toCents(account.pastDueAmount) > 0;
  if (
    isStatus(account.derivedStatus, 'Disconnected') ||
    isStatus(account.derivedStatus, 'Pending Disconnect') ||
    (pastDue && toDayNumber(account.cutOffDate) !== undefined)
  ) {
    return 'cutoff';
  }
  return pastDue || isStatus(account.derivedStatus, 'Past Due') ? 'pastDue' : null;
}

/**
 * The auto-pay label (doc 1 §9): 'Draft Pay Enrolled', or 'EZ Pay Enrolled' when whecEnabled is
 * on; only when an auto payment exists (autoPayExists).
 */
export function autoPayLabel(
  account: Pick<OverviewAccount, 'autoPayExists'>,
  configuration: { whecEnabled?: boolean | null },
  messages: AccountOverviewMessages = accountOverviewMessages,
): string | undefined {
  if (!account.autoPayExists) return undefined;
  return configuration.whecEnabled ? messages.ezPayEnrolled : messages.draftPayEnrolled;
}

/**
 * The account card (doc 2 §2.1, §4; doc 1 §9): holder, number, status label, service address; the
 * total amount due, or for a prepaid account the prepaid balance wording with a negative balance in
 * parentheses; the due date (MM/dd/yyyy, N/A for prepaid or missing); the past-due amount and
 * cutoff date when there are any; the warning style; the auto-pay label; the power status. Amounts
 * and dates are written for `locale` (US English, MM/dd/yyyy, when omitted).
 */
export function accountCard(
  account: OverviewAccount,
  configuration: { whecEnabled?: boolean | null } = {},
  messages: AccountOverviewMessages = accountOverviewMessages,
  locale?: string,
): AccountCard {
  const prepaid = Boolean(account.isPrepaidAccount);
  const serviceAddress = textOf(account.serviceAddress);
  const cutoffDate = formatDate(account.cutOffDate, locale);
  const label = autoPayLabel(account, configuration, messages);
  return {
    holderName: textOf(account.accountHolderName) ?? '',
    accountNumber: account.accountNumber,
    statusLabel: accountStatusLabel(account),
    ...(serviceAddress ? { serviceAddress } : {}),
    amountLabel: prepaid ? messages.prepaidBalance : messages.totalAmountDue,
    amount: formatBalance(
      { accountBalance: account.accountBalance, isPrepaidAccount: prepaid },
      locale,
    ),
    dueDate: prepaid
      ? messages.notAvailable
      : (formatDate(account.dueDate, locale) ?? messages.notAvailable),
    ...(toCents(account.pastDueAmount) > 0
      ? { pastDueAmount: formatCurrency(account.pastDueAmount, locale) }
      : {}),
    ...(cutoffDate ? { cutoffDate } : {}),
    warning: accountWarning(account),
    ...(label ? { autoPayLabel: label } : {}),
    powerStatus: outageStatusLabel(account.outageStatus),
  };
}

/** The Budget Billing card (doc 2 §2.1, §3) of a Budget or Average billed account. */
export interface BudgetBillingCard {
  /** 'Budget Billing' or 'Average Billing'. */
  title: string;
  billingType: 'Budget' | 'Average';
  /** The year-to-date budget difference as money (a credit keeps its minus sign). */
  yearToDateBudgetDifference: string;
  /** The net account balance as money. */
  netAccountBalance: string;
}

/**
 * The Budget Billing card (doc 2 §2.1): for an account whose billingType is Budget or Average, the
 * year-to-date budget difference and the net balance; `undefined` for any other account (the
 * overview shows a usage card there instead). The amounts are written for `locale` (US English when
 * omitted).
 */
export function budgetBillingCard(
  account: Pick<
    OverviewAccount,
    'billingType' | 'yearToDateBudgetDifference' | 'netAccountBalance' | 'accountBalance'
  >,
  messages: AccountOverviewMessages = accountOverviewMessages,
  locale?: string,
): BudgetBillingCard | undefined {
  const type = isStatus(account.billingType, 'Budget')
    ? 'Budget'
    : isStatus(account.billingType, 'Average')
      ? 'Average'
      : undefined;
  if (!type) return undefined;
  return {
    title: type === 'Budget' ? messages.budgetBilling : messages.averageBilling,
    billingType: type,
    yearToDateBudgetDifference: formatCurrency(account.yearToDateBudgetDifference, locale),
    netAccountBalance: formatCurrency(account.netAccountBalance ?? account.accountBalance, locale),
  };
}

/**
 * The arrangement details (doc 2 §2.1, §3): its note, balance, next payment and its due date, and
 * whether that payment is overdue (due before today). `undefined` without an arrangement. The
 * amounts and the date are written for `locale` (US English, MM/dd/yyyy, when omitted).
 */
export function arrangementDetails(
  account: Pick<OverviewAccount, 'arrangement'>,
  today?: DateInput,
  locale?: string,
):
  | {
      notation?: string;
      balance: string;
      nextPaymentAmount: string;
      nextPaymentDueDate?: string;
      overdue: boolean;
    }
  | undefined {
  const arrangement = account.arrangement;
  if (!arrangement) return undefined;
  const notation = textOf(arrangement.arrangementNotation);
  const due = formatDate(arrangement.nextPaymentDueDate, locale);
  return {
    ...(notation ? { notation } : {}),
    balance: formatCurrency(arrangement.arrangementBalance, locale),
    nextPaymentAmount: formatCurrency(arrangement.nextPaymentAmount, locale),
    ...(due ? { nextPaymentDueDate: due } : {}),
    overdue: isArrangementOverdue(arrangement.nextPaymentDueDate, today),
  };
}
