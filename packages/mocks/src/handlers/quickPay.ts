import {
  getQuickPayPaymentSettings,
  getQuickPayPaymentStatus,
  initiateQuickPayPayment,
  verifyQuickPayAccount,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import {
  accountsOfMember,
  dueDate,
  findAccount,
  NO_MATCH_MESSAGE,
  paymentSettingsFor,
  type DemoAccount,
} from '../data/accounts';
import { cents } from '../data/dates';
import type { DemoStore, PendingHostedAction, RecordedPayment } from '../store';
import { errorAnswer, handle } from './define';
import { hostedPaymentPath } from './provider';
import { issueToken } from './tokens';

/** The Quick Pay accounts of the README's demo data table. */
export const quickPayAccountNumbers = [
  '1000001',
  '1000002',
  '1000003',
  '1000004',
  '1000005',
  '1000006',
  '1000007',
  '1000008',
  '1000009',
  '5000000',
];

const QUICK_PAY_TOKEN_MINUTES = 15;

function quickPayAccount(
  entry: DemoAccount,
  day: Date,
  store: DemoStore,
): EndpointAnswer<typeof verifyQuickPayAccount>['account'] {
  const amounts = store.amounts(entry);
  return {
    accountNumber: entry.accountNumber,
    accountHolderName: entry.holder,
    serviceAddress: entry.serviceAddress,
    isPrepaidAccount: entry.isPrepaid,
    prepaidLabel: entry.isPrepaid ? 'Prepaid' : null,
    accountBalance: amounts.balance,
    dueDate: dueDate(entry, day),
    pastDueAmount: amounts.pastDue,
    reconnectFee: amounts.reconnectFee,
    additionalDeposit: amounts.additionalDeposit,
    liabilityConfirmationAmount: 0,
    showLiabilityConfirmation: false,
    cutoffAmount: amounts.cutoffAmount,
    derivedStatus: entry.derivedStatus,
    disconnectFee: amounts.disconnectFee,
    minimumPaymentDue: cents(
      amounts.cutoffAmount > 0
        ? amounts.cutoffAmount +
            amounts.reconnectFee +
            amounts.additionalDeposit +
            amounts.disconnectFee
        : amounts.pastDue,
    ),
    overPayAmount: entry.overPayAmount,
    prepaidReconnectAmount: entry.prepaidReconnectAmount,
    isCcEligible: entry.isCcEligible,
    isEcheckEligible: entry.isEcheckEligible,
    nomoreCheck: entry.nomoreCheck,
  };
}

/** Payment settings with a payment made in the demo as the last payment (the recent-payment prompt). */
export function settingsNow(memberNumber: string, day: Date, store: DemoStore) {
  const settings = paymentSettingsFor(memberNumber, day);
  const last = store.lastPayment(accountsOfMember(memberNumber).map((a) => a.accountNumber));
  if (last) {
    settings.paymentSettings.lastPayment = { paymentAmount: last.amount, paymentDate: last.date };
  }
  return settings;
}

type PaymentResultAnswer = EndpointAnswer<typeof getQuickPayPaymentStatus>;

/** JSON as base64url (browser and Node alike). */
function pack(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function unpack<T = PaymentResultAnswer>(text: string): T | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    );
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payment result (doc 2 §3) of a transaction made in the demo. A result page's encodedParam
 * also carries the result itself (see `paymentResultParam`), so it is still found after the
 * provider's return reloads the page and the in-memory store starts afresh.
 */
export function paymentResult(
  encryptedPayload: string,
  store: DemoStore,
): PaymentResultAnswer | Response {
  const [transNo = '', carried] = encryptedPayload.replace(/^demo-result~/, '').split('~');
  const paid: RecordedPayment[] = store.payments.filter((payment) => payment.transNo === transNo);
  const first = paid[0];
  if (!first) {
    const [result, records] =
      (carried ? unpack<[PaymentResultAnswer, RecordedPayment[]]>(carried) : undefined) ?? [];
    if (!result) return errorAnswer(400, 'We could not find that payment.');
    // The provider's return reloaded the page and the browser's store started afresh: the payment
    // is recorded again, so the balances and the Billing & Payment History show it.
    if (Array.isArray(records)) store.payments.push(...records);
    return result;
  }
  const entry = findAccount(first.accountNumber);
  const amount = cents(paid.reduce((sum, payment) => sum + payment.amount, 0));
  return {
    postbackMessage: 'Your payment was successful. Thank you!',
    accountBalance: entry ? store.balance(entry) : null,
    paymentAmount: amount,
    convenienceFee: first.method === 'cc' ? 2.95 : 0,
    cardOrBankAccountNumberLastFourDigits: first.lastFour,
    confirmationNumber: first.confirmationNumber,
    // A payment of several accounts tells each account's part and balance after it.
    ...(paid.length > 1
      ? {
          accounts: paid.map((payment) => {
            const account = findAccount(payment.accountNumber);
            return {
              accountNumber: payment.accountNumber,
              paymentAmount: payment.amount,
              accountBalance: account ? store.balance(account) : null,
            };
          }),
        }
      : {}),
  };
}

/**
 * The encodedParam a result page gets for a payment recorded in the demo: the transaction and,
 * like the demo tokens, what the page needs after a reload (`demo-result~<transNo>~<result>`).
 */
export function paymentResultParam(transNo: string, store: DemoStore): string {
  const result = paymentResult(`demo-result~${transNo}`, store);
  const paid = store.payments.filter((payment) => payment.transNo === transNo);
  return result instanceof Response
    ? `demo-result~${transNo}`
    : `demo-result~${transNo}~${pack([result, paid])}`;
}

/** A scheduled payment the provider authorized (Pay Multiple Accounts with a later payment date). */
export interface AuthorizedSchedule extends Pick<
  PendingHostedAction,
  'transNo' | 'memberNumber' | 'accounts'
> {
  paymentDate: string;
  method: 'cc' | 'echeck';
}

/** The encodedParam of a scheduled payment's return: the schedule itself, as the result's carries it. */
export const scheduleParam = (schedule: AuthorizedSchedule) => `demo-schedule~${pack(schedule)}`;

/** The schedule an encodedParam of `scheduleParam` carries; undefined for anything else. */
export function scheduleOf(encodedParam: string): AuthorizedSchedule | undefined {
  const [kind, carried = ''] = encodedParam.split('~');
  const value = kind === 'demo-schedule' ? unpack<AuthorizedSchedule>(carried) : undefined;
  return value &&
    typeof value.transNo === 'string' &&
    typeof value.paymentDate === 'string' &&
    Array.isArray(value.accounts)
    ? value
    : undefined;
}

/**
 * The encodedParam of a draft set-up's return: the drafts the provider set up, by account, so they
 * are put back (`restoreCarriedDrafts`) after the return reloads the page and the store starts afresh.
 */
export const draftsParam = (store: DemoStore, accountNumbers: readonly string[]) =>
  `demo-drafts~${pack(accountNumbers.map((n) => [n, store.drafts.get(n) ?? null]))}`;

/** Puts back the drafts a draft set-up's return carries (`draftsParam`); anything else is ignored. */
export function restoreCarriedDrafts(encodedParam: string | null, store: DemoStore) {
  const [kind, carried = ''] = (encodedParam ?? '').split('~');
  const drafts = kind === 'demo-drafts' ? unpack<unknown>(carried) : undefined;
  if (!Array.isArray(drafts)) return;
  for (const entry of drafts as unknown[]) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && entry[1]) {
      store.drafts.set(entry[0], entry[1] as Parameters<DemoStore['drafts']['set']>[1]);
    }
  }
}

export const quickPayHandlers = [
  handle(verifyQuickPayAccount, ({ body, day, store }) => {
    const entry = quickPayAccountNumbers.includes(body.accountNumber)
      ? findAccount(body.accountNumber)
      : undefined;
    if (!entry || entry.phoneLastFour !== body.phoneLastFourDigits) {
      return errorAnswer(400, NO_MATCH_MESSAGE);
    }
    if (entry.failWith) {
      return errorAnswer(entry.failWith, 'Object reference not set to an instance of an object.');
    }
    return {
      quickPayToken: issueToken(
        'quickPay',
        entry.accountNumber,
        entry.memberNumber,
        QUICK_PAY_TOKEN_MINUTES,
      ),
      memberNumber: entry.memberNumber,
      encryptedAccount: `demo-enc~${entry.accountNumber}`,
      account: quickPayAccount(entry, day, store),
    };
  }),

  handle(getQuickPayPaymentSettings, ({ params, day, store, token }) => {
    if (token && token.memberNumber !== params.memberNumber) {
      return errorAnswer(403, 'This quick-pay session is for another member.');
    }
    if (!accountsOfMember(params.memberNumber).length) {
      return errorAnswer(404, 'Member not found.');
    }
    return settingsNow(params.memberNumber, day, store);
  }),

  handle(initiateQuickPayPayment, ({ params, query, body, day, store, apiBase }) => {
    const accountNumber = query.encryptedAccount.replace(/^demo-enc~/, '');
    const owned = accountsOfMember(params.memberNumber).map((entry) => entry.accountNumber);
    if (
      !owned.includes(accountNumber) ||
      body.accountsToPay.some((a) => !owned.includes(a.accountNumber))
    ) {
      return errorAnswer(400, 'The account to pay does not belong to this member.');
    }
    const action = store.startPayment(params.memberNumber, body, true);
    return {
      paymentRequisitionSettings: {
        actionUrl: `${apiBase}${hostedPaymentPath}`,
        clientId: 'PRAIRIE-RIVERS-DEMO',
        transNo: action.transNo,
        securityToken: `demo-sec~${action.transNo}`,
      },
      configuration: settingsNow(params.memberNumber, day, store),
    };
  }),

  handle(getQuickPayPaymentStatus, ({ query, store }) =>
    paymentResult(query.encryptedPayload, store),
  ),
];
