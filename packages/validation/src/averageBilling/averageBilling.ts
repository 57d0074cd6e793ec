import { averageBillingMessages, type AverageBillingMessages } from './messages';

/** A levelized (average billing) account (doc 3 §3). */
export interface LevelizedAccount {
  accountNumber: string;
  serviceAddress?: string | null;
  estimatedAmount?: number | null;
  billingType?: string | null;
  isEligible?: boolean | null;
  notEligibleMessage?: string | null;
  defaultSettlementMonth?: string | number | null;
}

export type AverageBillingAction = 'signUp' | 'remove' | 'notEligible';

const typeOf = (account: Pick<LevelizedAccount, 'billingType'>) =>
  (account.billingType ?? '').trim().toLowerCase();

/**
 * The row action (doc 3 §4): Remove when the account is on Average billing; Not Eligible when it is
 * ineligible or on Budget billing; Sign Up when it is eligible and neither Budget nor Average. An
 * ineligible account already on Average billing is offered Remove: a member can always leave it.
 */
export function averageBillingAction(account: LevelizedAccount): AverageBillingAction {
  const type = typeOf(account);
  if (type === 'average') return 'remove';
  if (!account.isEligible || type === 'budget') return 'notEligible';
  return 'signUp';
}

/** The action's button text and, for Not Eligible, the tooltip's reason (doc 3 §2.4). */
export function averageBillingActionLabel(
  account: LevelizedAccount,
  messages: AverageBillingMessages = averageBillingMessages,
): { action: AverageBillingAction; label: string; reason?: string } {
  const action = averageBillingAction(account);
  if (action === 'notEligible') {
    const reason = account.notEligibleMessage?.trim();
    return reason
      ? { action, label: messages.notEligible, reason }
      : { action, label: messages.notEligible };
  }
  return { action, label: action === 'remove' ? messages.remove : messages.signUp };
}

/** The filter views (doc 3 §2.4, §4). */
export type AverageBillingView = 'all' | 'view-enabled' | 'view-non-enabled';

/**
 * The accounts a view lists (doc 3 §4): 'view-enabled' the Average accounts; 'view-non-enabled' the
 * eligible accounts not on Average — those offered Sign Up, so an account on Budget billing, which
 * §4 counts as not eligible, is left out even when the API calls it eligible; 'all' every account.
 * The search text then keeps the accounts whose number or service address contains it (any case).
 */
export function filterAverageBillingAccounts<A extends LevelizedAccount>(
  accounts: readonly A[],
  view: AverageBillingView,
  search = '',
): A[] {
  const text = search.trim().toLowerCase();
  return accounts
    .filter((account) => {
      if (view === 'view-enabled') return typeOf(account) === 'average';
      if (view === 'view-non-enabled') return averageBillingAction(account) === 'signUp';
      return true;
    })
    .filter(
      (account) =>
        text === '' ||
        account.accountNumber.toLowerCase().includes(text) ||
        (account.serviceAddress ?? '').toLowerCase().includes(text),
    );
}

/**
 * What the page shows for a view (doc 3 §2.4, §4): the filter and search bar only with more than one
 * account; the select column and the bulk button ('Remove Selected' / 'Sign Up Selected') only in the
 * two filtered views. Choosing a view clears the search text.
 */
export function averageBillingViewState(
  view: AverageBillingView,
  accountCount: number,
  messages: AverageBillingMessages = averageBillingMessages,
): { showFilterBar: boolean; showSelectColumn: boolean; bulkLabel?: string; search: '' } {
  const bulkLabel =
    view === 'view-enabled'
      ? messages.removeSelected
      : view === 'view-non-enabled'
        ? messages.signUpSelected
        : undefined;
  const state = {
    showFilterBar: accountCount > 1,
    showSelectColumn: view !== 'all',
    search: '' as const,
  };
  return bulkLabel === undefined ? state : { ...state, bulkLabel };
}

/** The view after a bulk update: back to All (doc 3 §4). */
export const viewAfterBulkUpdate: AverageBillingView = 'all';

/** An item of the levelized update (doc 3 §3). */
export interface LevelizedUpdateItem {
  action: 'Add' | 'Edit';
  billingType: 'Average' | 'Standard';
  accountNumber: string;
  estimatedBill: number | null;
  settlementMonth: string | number | null;
}

/**
 * The update of a sign-up (Add, billing type Average) or a removal (Edit). Doc 3 §4 says the type
 * becomes "none/Standard" on removal: we send 'Standard', a billing type the API names.
 */
export function levelizedUpdateItem(
  account: LevelizedAccount,
  action: 'signUp' | 'remove',
): LevelizedUpdateItem {
  return {
    action: action === 'signUp' ? 'Add' : 'Edit',
    billingType: action === 'signUp' ? 'Average' : 'Standard',
    accountNumber: account.accountNumber,
    estimatedBill: account.estimatedAmount ?? null,
    settlementMonth: account.defaultSettlementMonth ?? null,
  };
}
