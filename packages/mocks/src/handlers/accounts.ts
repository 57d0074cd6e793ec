import {
  getAccountInfo,
  getArrangements,
  getBillingHistory,
  getBillPdf,
  getCapitalCreditPdf,
  getDeposits,
  getLinkedAccounts,
  getMemberAccounts,
  getMyMeterUrl,
  getPaymentHistory,
} from '@coop-portal/api-client';
import { findAccount, memberByNumber } from '../data/accounts';
import { addDays, addMonths, isoDay, parseDay } from '../data/dates';
import { billingHistory, MISSING_FILE_MONTH, seededPayments } from '../data/history';
import { demoPdf } from '../data/pdf';
import { demoSite } from '../data/site';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle } from './define';

/** The capital credit statements whose files exist. */
const capitalCreditFiles = new Set(['capital-credits/800001/statement.pdf']);

export const accountHandlers = [
  handle(getMemberAccounts, ({ params, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const member = memberByNumber(params.memberNumber);
    return (member?.accounts ?? []).flatMap((accountNumber, index) => {
      const entry = findAccount(accountNumber);
      return entry ? [{ ...store.accountInfo(entry, day), isPrimaryAccount: index === 0 }] : [];
    });
  }),

  handle(getAccountInfo, ({ params, token, store, day }) => {
    const entry = accountFor(params.accountNumber, token);
    return entry instanceof Response ? entry : store.accountInfo(entry, day);
  }),

  handle(getLinkedAccounts, ({ params, token, store }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const member = memberByNumber(entry.memberNumber);
    if (entry.memberNumber !== '800004' || !member) return [];
    return member.accounts
      .filter((accountNumber) => accountNumber !== entry.accountNumber)
      .flatMap((accountNumber) => {
        const linked = findAccount(accountNumber);
        return linked
          ? [
              {
                accountNumber,
                accountType: linked.accountType,
                billedBalance: store.balance(linked),
                serviceAddress: linked.serviceAddress,
              },
            ]
          : [];
      });
  }),

  handle(getMyMeterUrl, ({ params, token }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    return {
      link: demoSite(`?account=${entry.accountNumber}#mymeter`),
    };
  }),

  handle(getPaymentHistory, ({ params, token, store, day }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const made = store.payments
      .filter((payment) => payment.accountNumber === entry.accountNumber)
      .map((payment) => ({ paymentAmount: payment.amount, paymentDate: payment.date }))
      .reverse();
    const recent = entry.lastPayment
      ? [
          {
            paymentAmount: entry.lastPayment.amount,
            paymentDate: isoDay(addDays(day, -entry.lastPayment.daysAgo)),
          },
        ]
      : [];
    return { results: [...made, ...recent, ...seededPayments(entry, day)] };
  }),

  handle(getBillingHistory, ({ params, token, day }) => {
    const entry = accountFor(params.accountNumber, token);
    return entry instanceof Response ? entry : billingHistory(entry, day);
  }),

  handle(getBillPdf, ({ params, query, token, day }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const history = billingHistory(entry, day);
    const index = history.findIndex(
      (item) =>
        (query.billViewUrl && item.billViewUrl === query.billViewUrl) ||
        (!query.billViewUrl && item.billDate === query.billDate),
    );
    const bill = history[index];
    if (!bill?.billViewUrl) return errorAnswer(404, 'The billing statement is not available.');
    // Listed, but the file is gone: the portal says 'Bill History File not found.'
    if (index === MISSING_FILE_MONTH) return errorAnswer(404, 'File not found.');
    return {
      fileName: `statement-${entry.accountNumber}-${bill.billDate}.pdf`,
      billViewUrlFileBytes: demoPdf(
        `${entry.holder} - account ${entry.accountNumber}`,
        `Statement of ${bill.billDate}: $${bill.endingBalance.toFixed(2)}`,
      ),
    };
  }),

  handle(getCapitalCreditPdf, ({ params, query, token }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    // Only member 800001's statement file exists (3000011's link points to a missing file).
    if (
      !entry.extras?.viewccPdfUrl ||
      query.viewccPdfUrl !== entry.extras.viewccPdfUrl ||
      !capitalCreditFiles.has(query.viewccPdfUrl)
    ) {
      return errorAnswer(404, 'Capital Credit File not found.');
    }
    return {
      fileName: `capital-credits-${entry.memberNumber}.pdf`,
      ccViewUrlFileBytes: demoPdf(
        `${entry.holder} - member ${entry.memberNumber}`,
        'Capital credits allocated to date: $1,284.55. Retired this year: $42.17.',
      ),
    };
  }),

  handle(getDeposits, ({ params, token, day }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    return (entry.deposits ?? []).map((deposit) => ({
      depositDate: isoDay(addMonths(day, -deposit.paidMonthsAgo)),
      depositAmount: deposit.amount,
      depositType: deposit.type,
      interestAmount: deposit.interest,
      refundDate:
        deposit.refundedMonthsAgo === undefined
          ? null
          : isoDay(addMonths(day, -deposit.refundedMonthsAgo)),
      status: deposit.status,
    }));
  }),

  handle(getArrangements, ({ params, token, store, day }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    const arrangement = store.accountInfo(entry, day).arrangement;
    if (!arrangement) return [];
    const next = parseDay(arrangement.nextPaymentDueDate) ?? day;
    return [
      {
        ...arrangement,
        startDate: isoDay(addMonths(next, -3)),
        installments: [-3, -2, -1, 0, 1, 2].map((offset) => ({
          dueDate: isoDay(addMonths(next, offset)),
          amount: arrangement.nextPaymentAmount,
          paid: offset < 0,
        })),
      },
    ];
  }),
];
