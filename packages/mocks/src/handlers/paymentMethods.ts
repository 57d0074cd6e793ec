import {
  addPaymentMethod,
  deletePaymentMethod,
  enrollAutoPay,
  getAutoPayments,
  getPaymentMethods,
  setDefaultPaymentMethod,
  startPaymentMethod,
  stopAutoPay,
  type PaymentMethod,
} from '@coop-portal/api-client';
import { findAccount, memberByNumber } from '../data/accounts';
import {
  autoPayIneligibility,
  methodState,
  outsideAutopay,
  readMethodToken,
  type DemoMethod,
} from '../data/paymentMethods';
import type { DemoStore } from '../store';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle } from './define';
import { hostedMethodPath } from './provider';

const methodsOf = (store: DemoStore, memberNumber: string) =>
  methodState(store).methods.get(memberNumber) ?? [];

/**
 * An account's auto payment: its draft (set up here or on Draft Payments) or its autopayment
 * outside drafts, with the stored method it uses (the one chosen here, else the member's method of
 * the same kind and last four digits) and its draft day (null: drafted when billed).
 */
function autoPayOf(store: DemoStore, accountNumber: string, methods: DemoMethod[]) {
  const state = methodState(store);
  const draft = store.drafts.get(accountNumber);
  const outside = outsideAutopay(store, findAccount(accountNumber));
  if (!draft && !outside) return null;
  const chosen = methods.find((method) => method.id === state.autoPay.get(accountNumber));
  const type = draft ? (draft.draftAccountType === 'Credit Card' ? 'card' : 'bank') : undefined;
  const matching = methods.find(
    (method) => method.type === type && method.maskedNumber === draft?.draftAccountNumberMasked,
  );
  return {
    methodId: (chosen ?? matching)?.id ?? null,
    draftDay: typeof draft?.draftDay === 'number' ? draft.draftDay : null,
  };
}

function answerMethods(store: DemoStore, memberNumber: string): PaymentMethod[] {
  const methods = methodsOf(store, memberNumber);
  const accounts = memberByNumber(memberNumber)?.accounts ?? [];
  return methods.map((method) => ({
    ...method,
    autoPayAccounts: accounts.filter(
      (accountNumber) => autoPayOf(store, accountNumber, methods)?.methodId === method.id,
    ),
  }));
}

function findMethod(store: DemoStore, memberNumber: string, methodId: string) {
  return methodsOf(store, memberNumber).find((method) => method.id === methodId);
}

export const paymentMethodHandlers = [
  handle(getPaymentMethods, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? { paymentMethods: answerMethods(store, params.memberNumber) };
  }),

  handle(startPaymentMethod, ({ params, token, body, store, apiBase }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    if (!body.allowCard && !body.allowBank) {
      return errorAnswer(400, 'The provider must offer cards or bank accounts.');
    }
    const transNo = store.next('PM');
    store.pending.set(transNo, {
      transNo,
      kind: 'method',
      quickPay: false,
      memberNumber: params.memberNumber,
      accounts: [],
    });
    return {
      actionUrl: `${apiBase}${hostedMethodPath}`,
      clientId: 'PRAIRIE-RIVERS-DEMO',
      transNo,
      securityToken: `demo-sec~${transNo}`,
    };
  }),

  handle(addPaymentMethod, ({ params, token, body, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const issued = readMethodToken(body.token, day);
    if (issued?.memberNumber !== params.memberNumber) {
      return errorAnswer(400, 'The payment method token is not valid or has expired.');
    }
    // A token already used answers the method it added: a reload of the return adds nothing twice.
    const known = answerMethods(store, params.memberNumber).find((m) => m.id === issued.method.id);
    if (known) return known;
    const methods = methodsOf(store, params.memberNumber);
    const added = { ...issued.method, isDefault: methods.length === 0 };
    methodState(store).methods.set(params.memberNumber, [...methods, added]);
    return { ...added, autoPayAccounts: [] };
  }),

  handle(setDefaultPaymentMethod, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    if (!findMethod(store, params.memberNumber, params.methodId)) {
      return errorAnswer(404, 'That payment method was not found.');
    }
    for (const method of methodsOf(store, params.memberNumber)) {
      method.isDefault = method.id === params.methodId;
    }
    return { message: 'Your default payment method has been updated.' };
  }),

  handle(deletePaymentMethod, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const method = answerMethods(store, params.memberNumber).find((m) => m.id === params.methodId);
    if (!method) return errorAnswer(404, 'That payment method was not found.');
    if (method.autoPayAccounts.length > 0) {
      return errorAnswer(409, 'Update not allowed. Active Payment setup exists.');
    }
    const rest = methodsOf(store, params.memberNumber).filter((m) => m.id !== params.methodId);
    if (method.isDefault && rest[0]) rest[0].isDefault = true;
    methodState(store).methods.set(params.memberNumber, rest);
    return { message: 'Your payment method has been removed.' };
  }),

  handle(getAutoPayments, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const methods = methodsOf(store, params.memberNumber);
    const accounts = (memberByNumber(params.memberNumber)?.accounts ?? []).flatMap(
      (accountNumber) => {
        const entry = findAccount(accountNumber);
        if (!entry) return [];
        const autoPay = autoPayOf(store, accountNumber, methods);
        const notEligibleMessage = autoPay ? null : autoPayIneligibility(entry);
        return [
          {
            accountNumber,
            serviceAddress: entry.serviceAddress,
            accountType: entry.accountType,
            enrolled: !!autoPay,
            paymentMethodId: autoPay?.methodId ?? null,
            draftDay: autoPay?.draftDay ?? null,
            eligible: !notEligibleMessage,
            notEligibleMessage,
          },
        ];
      },
    );
    return { accounts };
  }),

  handle(enrollAutoPay, ({ params, token, body, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const reason = autoPayIneligibility(entry);
    if (reason) return errorAnswer(400, reason);
    const method = findMethod(store, params.memberNumber, body.paymentMethodId);
    if (!method) return errorAnswer(400, 'Choose one of your stored payment methods.');
    const state = methodState(store);
    store.drafts.set(params.accountNumber, {
      draftAccountType: method.type === 'card' ? 'Credit Card' : (method.bankAccountType ?? ''),
      draftAccountNumberMasked: method.maskedNumber,
      financialInstitutionName: method.cardBrand ?? method.bankName ?? null,
      draftType: method.type === 'card' ? 'Credit Card Draft' : 'Bank Draft',
      draftDay: body.draftDay,
    });
    state.autoPay.set(params.accountNumber, method.id);
    state.stopped.delete(params.accountNumber);
    return { message: `Account ${params.accountNumber} is enrolled in auto pay.` };
  }),

  handle(stopAutoPay, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const state = methodState(store);
    if (!autoPayOf(store, params.accountNumber, [])) {
      return errorAnswer(400, 'This account is not enrolled in auto pay.');
    }
    store.drafts.delete(params.accountNumber);
    state.autoPay.delete(params.accountNumber);
    if (entry.autopay) state.stopped.add(params.accountNumber);
    return { message: `Auto pay for account ${params.accountNumber} has been stopped.` };
  }),
];
