import type { PaymentMethod } from '@coop-portal/api-client';
import type { DemoStore } from '../store';
import type { DemoAccount } from './accounts';

/** A stored method as the demo keeps it (which accounts use it is worked out when answering). */
export type DemoMethod = Omit<PaymentMethod, 'autoPayAccounts'>;

const card = (id: string, cardBrand: string, last4: string, expiry: string): DemoMethod => ({
  id,
  type: 'card',
  maskedNumber: `••••${last4}`,
  cardBrand,
  expiry,
  isDefault: false,
});

const bank = (
  id: string,
  bankAccountType: string,
  last4: string,
  bankName: string,
): DemoMethod => ({
  id,
  type: 'bank',
  maskedNumber: `••••${last4}`,
  bankAccountType,
  bankName,
  isDefault: false,
});

/**
 * Stored payment methods by member (README, payment methods): member.demo a Visa card (the
 * default) and the checking account its 3000002 bank draft uses; member.many two cards (one
 * expired) and two bank accounts. Everyone else has none.
 */
export const seedPaymentMethods = (): Map<string, DemoMethod[]> =>
  new Map([
    [
      '800001',
      [
        { ...card('PM-1001', 'Visa', '4242', '2028-09'), isDefault: true },
        bank('PM-1002', 'Checking', '6789', 'First Prairie Bank'),
      ],
    ],
    [
      '800004',
      [
        { ...card('PM-4001', 'Visa', '1111', '2027-03'), isDefault: true },
        card('PM-4002', 'Mastercard', '5454', '2025-06'),
        bank('PM-4003', 'Checking', '4321', 'Riverbend Savings & Loan'),
        bank('PM-4004', 'Savings', '8765', 'First Prairie Bank'),
      ],
    ],
  ]);

/** The method the fake provider hands back a token for: a card or a savings account. */
export const providerMethod = (id: string, type: 'cc' | 'echeck', day: Date): DemoMethod =>
  type === 'cc'
    ? card(id, 'Discover', '1117', `${day.getFullYear() + 3}-08`)
    : bank(id, 'Savings', '2468', 'First Prairie Bank');

/** The demo provider's token for a saved method: whose, which kind, and its id. */
export const methodToken = (memberNumber: string, type: 'cc' | 'echeck', id: string) =>
  `demo-token~${memberNumber}~${type}~${id}`;

/** What a demo token stands for, or undefined when it is not one. */
export function readMethodToken(token: string, day: Date) {
  const match = /^demo-token~(\d+)~(cc|echeck)~(PM-[\w-]+)$/.exec(token);
  if (!match) return undefined;
  const [, memberNumber = '', type, id = ''] = match;
  return { memberNumber, method: providerMethod(id, type === 'echeck' ? 'echeck' : 'cc', day) };
}

/** Why an account cannot be enrolled in auto pay, as the co-op's API says it (README). */
export function autoPayIneligibility(entry: DemoAccount): string | null {
  if (entry.derivedStatus === 'Final Billed') {
    return 'Final billed accounts cannot be enrolled in auto pay.';
  }
  if (entry.isPrepaid)
    return 'Prepaid accounts pay as they use and cannot be enrolled in auto pay.';
  return null;
}

/** The payment methods of a demo store: stored methods and auto-pay choices. */
interface MethodState {
  methods: Map<string, DemoMethod[]>;
  /** Account → the method its auto payment uses. */
  autoPay: Map<string, string>;
  /** Accounts whose autopayment outside drafts (3000024) was stopped here. */
  stopped: Set<string>;
}

const states = new WeakMap<DemoStore, MethodState>();

/**
 * The account's registered autopayment outside drafts (CHARGE or ECHECK), unless it was stopped on
 * Auto Payments: then drafts are allowed and it is no longer listed.
 */
export function outsideAutopay(store: DemoStore, entry: DemoAccount | undefined) {
  if (!entry?.autopay || methodState(store).stopped.has(entry.accountNumber)) return undefined;
  return entry.autopay;
}

/** The payment-method state of the store (new with each demo store). */
export function methodState(store: DemoStore): MethodState {
  let state = states.get(store);
  if (!state) {
    state = {
      methods: seedPaymentMethods(),
      autoPay: new Map([
        ['3000002', 'PM-1002'],
        ['3000021', 'PM-4003'],
        ['3000024', 'PM-4001'],
      ]),
      stopped: new Set(),
    };
    states.set(store, state);
  }
  return state;
}
