import {
  completeScheduledPayment,
  deleteScheduledPayment,
  getMemberPaymentSettings,
  getPaymentAmounts,
  getPaymentStatus,
  getPaymentTax,
  getRegisteredAutopayments,
  getScheduledPayments,
  initiateMemberPayment,
} from '@coop-portal/api-client';
import { findAccount, memberByNumber } from '../data/accounts';
import { daysBetween, parseDay } from '../data/dates';
import { outsideAutopay } from '../data/paymentMethods';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle } from './define';
import { hostedPaymentPath } from './provider';
import { paymentResult, scheduleOf, settingsNow } from './quickPay';

export const paymentHandlers = [
  handle(getPaymentAmounts, ({ params, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const info = store.accountInfo(entry, day);
    const amounts = store.amounts(entry);
    return {
      accountNumber: entry.accountNumber,
      accountBalance: info.accountBalance,
      paymentAmount: info.accountBalance < 0 ? 0 : info.accountBalance,
      dueDate: info.dueDate ?? null,
      pastDueAmount: amounts.pastDue,
      reconnectFee: amounts.reconnectFee,
      additionalDeposit: amounts.additionalDeposit,
      arrangementAmount: 0 as const,
      liabilityConfirmationAmount: 0,
      showLiabilityConfirmation: false,
      cutoffAmount: amounts.cutoffAmount,
      derivedStatus: info.derivedStatus ?? null,
      disconnectFee: amounts.disconnectFee,
      isPrepaidAccount: entry.isPrepaid,
      minimumPaymentAmount: 0,
      overPayAmount: entry.overPayAmount,
      prepaidReconnectAmount: entry.prepaidReconnectAmount,
    };
  }),

  handle(getMemberPaymentSettings, ({ params, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? settingsNow(params.memberNumber, day, store);
  }),

  handle(getPaymentTax, ({ params, token }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    // The demo co-op's bills include tax; card payments carry the convenience fee.
    return {
      taxIncludedInBillAmount: true,
      taxAmount: 0,
      ccConvenienceFee: 2.95,
      ecConvenienceFee: 0,
    };
  }),

  handle(initiateMemberPayment, ({ params, token, body, store, day, apiBase }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const owned = memberByNumber(params.memberNumber)?.accounts ?? [];
    if (body.accountsToPay.some((item) => !owned.includes(item.accountNumber))) {
      return errorAnswer(400, 'An account to pay does not belong to this member.');
    }
    // A later payment date schedules the payment: never before today, nor after a due date.
    const date = body.paymentDate ? parseDay(body.paymentDate) : day;
    const ahead = date ? daysBetween(day, date) : -1;
    const dues = body.accountsToPay.flatMap(
      (item) => findAccount(item.accountNumber)?.dueInDays ?? [],
    );
    if (ahead < 0) return errorAnswer(400, 'The payment date cannot be before today.');
    if (ahead > Math.max(0, Math.min(...dues))) {
      return errorAnswer(400, 'The payment date must be on or before the due date.');
    }
    const action = store.startPayment(
      params.memberNumber,
      body,
      false,
      ahead > 0 ? body.paymentDate : undefined,
    );
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

  handle(getPaymentStatus, ({ query, store }) => paymentResult(query.encryptedPayload, store)),

  handle(getRegisteredAutopayments, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    return (memberByNumber(params.memberNumber)?.accounts ?? []).flatMap((accountNumber) => {
      const draft = store.drafts.get(accountNumber);
      const entry = findAccount(accountNumber);
      const outside = outsideAutopay(store, entry);
      if (outside) return [{ accountNumber, paymentMethod: outside }];
      return draft && entry
        ? [
            {
              accountNumber,
              paymentMethod:
                draft.draftAccountType === 'Credit Card'
                  ? ('CHARGE' as const)
                  : ('ECHECK' as const),
            },
          ]
        : [];
    });
  }),

  handle(getScheduledPayments, ({ params, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? { scheduledPaymentsList: store.scheduledOf(params.memberNumber, day) };
  }),

  handle(deleteScheduledPayment, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const list = store.scheduled.get(params.memberNumber) ?? [];
    if (!list.some((entry) => entry.transNo === params.transNo)) {
      return errorAnswer(404, 'That scheduled payment was not found.');
    }
    store.scheduled.set(
      params.memberNumber,
      list.filter((entry) => entry.transNo !== params.transNo),
    );
    return { message: 'Your scheduled payment has been deleted.' };
  }),

  // The provider's return of a scheduled payment: its encodedParam carries the schedule (see
  // `scheduleParam`), so it is found after the return reloads the page and the store starts afresh.
  handle(completeScheduledPayment, ({ params, token, body, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const schedule = scheduleOf(body.encodedParam);
    return schedule?.memberNumber === params.memberNumber
      ? { transNo: store.addScheduled(schedule, day) }
      : errorAnswer(400, 'We could not find that scheduled payment. Please schedule it again.');
  }),
];
