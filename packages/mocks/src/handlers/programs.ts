import {
  getDelinquentHistory,
  getDelinquentPdf,
  getDraftPaymentSettings,
  getDraftSetupOptions,
  getFinancialInstitutions,
  getLevelizedAccounts,
  getMemberInfoDocuments,
  getPaymentDrafts,
  getServiceAccountTypes,
  getServiceOrders,
  getServiceOrderTypes,
  initiateDraftPayment,
  processServiceOrder,
  searchUnclaimedCapitalCredits,
  sendCapitalCreditClaim,
  submitServiceApplication,
  updateDraftAccounts,
  updateLevelizedAccount,
  updateLevelizedAccounts,
  updateRoundUp,
  validateCapitalCreditLetter,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import { findAccount, memberByNumber, type DemoAccount } from '../data/accounts';
import { addDays, addMonths, isoDay, isoFromUsDate } from '../data/dates';
import { outsideAutopay } from '../data/paymentMethods';
import { demoPdf } from '../data/pdf';
import { demoSite } from '../data/site';
import type { DemoStore } from '../store';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle, tooManyRequests } from './define';
import { hostedDraftPath } from './provider';

/** The 400 of an application whose service zip is outside the co-op's territory. */
export const outsideTerritoryMessage = (zip: string) =>
  `Zip code ${zip} is outside our service territory. Please check the service address or call us to ask about service there.`;

const accountsOf = (memberNumber: string): DemoAccount[] =>
  (memberByNumber(memberNumber)?.accounts ?? []).flatMap((n) => findAccount(n) ?? []);

function levelizedAccount(
  entry: DemoAccount,
  store: DemoStore,
): EndpointAnswer<typeof getLevelizedAccounts>[number] {
  const billingType = store.levelized.get(entry.accountNumber) ?? null;
  // A disconnected or final-billed account has no service to bill evenly.
  const closed = entry.derivedStatus === 'Disconnected' || entry.derivedStatus === 'Final Billed';
  const notEligibleMessage = entry.isPrepaid
    ? 'Prepaid accounts are not eligible for Average Billing.'
    : closed
      ? `${entry.derivedStatus === 'Disconnected' ? 'Disconnected' : 'Final billed'} accounts are not eligible for Average Billing.`
      : entry.pastDue > 0
        ? 'Accounts with a past-due balance are not eligible for Average Billing.'
        : billingType === 'Budget'
          ? 'This account is on Budget Billing.'
          : null;
  return {
    accountNumber: entry.accountNumber,
    serviceAddress: entry.serviceAddress,
    estimatedAmount: entry.accountType === 'Water' ? 46 : 131,
    billingType,
    isEligible: notEligibleMessage === null,
    notEligibleMessage,
    defaultSettlementMonth: 6,
  };
}

/** The failed capital credit letters a member number may have within the window before a 429. */
const LETTER_ATTEMPTS = 5;
const LETTER_WINDOW_MS = 15 * 60_000;

const unclaimed = [
  ['710221', 'Harold Jensen', '12 Old Mill Rd', 'Riverbend', 'KS', '66000'],
  ['710388', 'Margaret Jensen', '12 Old Mill Rd', 'Riverbend', 'KS', '66000'],
  ['712904', 'Jensen Family Farms LLC', 'RR 2 Box 17', 'Millbrook', 'KS', '66010'],
  ['713377', 'Eleanor Whitfield', '905 Lake St', 'Topeka', 'KS', '66603'],
  ['714010', 'Prairie Feed & Grain Co', '300 Depot St', 'Riverbend', 'KS', '66000'],
  ['715562', 'Victor Alvarez', '44 Pine Ct', 'Wichita', 'KS', '67202'],
  ['716118', 'Rosa Alvarez', '44 Pine Ct', 'Wichita', 'KS', '67202'],
  ['717245', 'Thomas Rivers', '77 Canyon Rd', 'Lawrence', 'KS', '66044'],
].map(([memberNumber, name, address, city, state, zip]) => ({
  memberNumber: memberNumber ?? '',
  name: name ?? '',
  address: address ?? '',
  city: city ?? '',
  state: state ?? '',
  zip: zip ?? '',
}));

function seededOrders(accountNumber: string, day: Date) {
  if (accountNumber !== '1000001') return [];
  return [
    ['Meter re-read request', 9, 'SO-48213', false],
    ['Security light repair', 41, 'SO-47790', true],
    ['Tree trimming near service line', 96, 'SO-46522', true],
  ].map(([description, daysAgo, soNumber, reviewed]) => ({
    description: String(description),
    creation: isoDay(addDays(day, -Number(daysAgo))),
    soNumber: String(soNumber),
    reviewed: Boolean(reviewed),
  }));
}

export const programHandlers = [
  // Draft payments (doc 3 §2.2)
  handle(getPaymentDrafts, ({ params, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    return {
      results: accountsOf(params.memberNumber).map((entry) => ({
        accountNumber: entry.accountNumber,
        serviceAddress: entry.serviceAddress,
        accountType: entry.accountType,
        pastDueAmount: store.amounts(entry).pastDue,
        autopayExists: !!outsideAutopay(store, entry),
        ccEligible: entry.isCcEligible,
        noMoreChecks: entry.nomoreCheck,
        eligibleDraftDate: isoDay(addDays(day, 7)),
        allowBeforeBilledDay: 5,
        allowAfterBilledDay: 25,
        draft: store.drafts.get(entry.accountNumber) ?? null,
      })),
    };
  }),

  handle(getDraftPaymentSettings, ({ params, token }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? { allowVisa: true, allowMaster: true, allowAmex: false, allowDiscover: true };
  }),

  handle(getFinancialInstitutions, () => [
    { routingNumber: '101000695', name: 'First Prairie Bank' },
    { routingNumber: '101100029', name: 'Riverbend Community Credit Union' },
    { routingNumber: '101089292', name: 'Sunflower State Bank' },
    { routingNumber: '101000187', name: 'Kansas Farmers Savings' },
    { routingNumber: '101205681', name: 'DO NOT USE' },
  ]),

  handle(getDraftSetupOptions, () => [
    { draftType: 'CC', display: 'Credit Card' },
    { draftType: 'BANK', display: 'Bank Draft' },
  ]),

  handle(initiateDraftPayment, ({ params, body, token, store, apiBase }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const owned = accountsOf(params.memberNumber).map((entry) => entry.accountNumber);
    if (body.accountsToDraft.some((item) => !owned.includes(item.accountNumber))) {
      return errorAnswer(400, 'An account does not belong to this member.');
    }
    const transNo = store.next('DR');
    if (body.removeDraft) {
      for (const item of body.accountsToDraft) store.drafts.delete(item.accountNumber);
    } else {
      const first = body.accountsToDraft[0];
      store.pending.set(transNo, {
        transNo,
        kind: 'draft',
        quickPay: false,
        memberNumber: params.memberNumber,
        accounts: body.accountsToDraft.map((item) => ({
          accountNumber: item.accountNumber,
          amount: 0,
        })),
        draftMethod: first?.draftMethod,
        draftDay: first?.draftDay,
        draftOption: body.draftOption,
      });
    }
    return {
      clientId: 'PRAIRIE-RIVERS-DEMO',
      actionUrl: `${apiBase}${hostedDraftPath}`,
      transNo,
      applicationId: 'web',
      merchantId: 'DEMO-MERCHANT-01',
      securityToken: `demo-sec~${transNo}`,
    };
  }),

  handle(updateDraftAccounts, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const bank = body.routingNumber
      ? (
          {
            '101000695': 'First Prairie Bank',
            '101100029': 'Riverbend Community Credit Union',
            '101089292': 'Sunflower State Bank',
            '101000187': 'Kansas Farmers Savings',
          } as Record<string, string>
        )[body.routingNumber]
      : undefined;
    for (const item of body.draftAccounts) {
      if (item.action === 'REMOVE') {
        store.drafts.delete(item.accountNumber);
        continue;
      }
      if (!body.bankAccountNumber || !body.routingNumber) {
        return errorAnswer(400, 'Please enter bank account number.');
      }
      if (!bank) return errorAnswer(400, 'Please enter valid routing number.');
      store.drafts.set(item.accountNumber, {
        draftAccountType: body.draftType ?? 'Checking',
        draftAccountNumberMasked: `••••${body.bankAccountNumber.slice(-4)}`,
        financialInstitutionName: body.bankName ?? bank,
        draftType: 'Bank Draft',
        draftDay: item.draftDay ?? item.draftMethod ?? 'WHEN_BILLED',
      });
    }
    return { message: 'Your draft information has been updated.' };
  }),

  // Operation RoundUp (doc 3 §2.3)
  handle(updateRoundUp, ({ params, body, token, store, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const details = store.memberDetails(params.memberNumber, day);
    if (!details) return errorAnswer(404, 'Member not found.');
    store.setMemberDetails(params.memberNumber, {
      ...details,
      accounts: details.accounts.map((account) => {
        const item = body.find((entry) => entry.accountNumber === account.accountNumber);
        return item
          ? {
              ...account,
              operationRoundup: item.isRoundUp,
              operationRoundupAmount: item.isRoundUp ? (item.amount ?? 0) : null,
              operationRoundupExpiration:
                item.isRoundUp && item.expireDate ? isoFromUsDate(item.expireDate) : null,
            }
          : account;
      }),
    });
    return { message: 'Operation Roundup has been updated successfully for selected accounts.' };
  }),

  // Average billing (doc 3 §2.4)
  handle(getLevelizedAccounts, ({ params, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    return denied ?? accountsOf(params.memberNumber).map((entry) => levelizedAccount(entry, store));
  }),

  handle(updateLevelizedAccount, ({ params, body, token, store }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    if (body.action === 'Add' && !levelizedAccount(entry, store).isEligible) {
      return errorAnswer(400, levelizedAccount(entry, store).notEligibleMessage ?? 'Not eligible.');
    }
    store.levelized.set(entry.accountNumber, body.action === 'Add' ? 'Average' : 'Standard');
    return { message: `Account ${entry.accountNumber} billing type updated successfully` };
  }),

  handle(updateLevelizedAccounts, ({ params, body, token, store }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    for (const item of body) {
      const entry = findAccount(item.accountNumber);
      if (!entry || entry.memberNumber !== params.memberNumber) {
        return errorAnswer(400, `Account ${item.accountNumber} was not found.`);
      }
      if (item.action === 'Add' && !levelizedAccount(entry, store).isEligible) {
        return errorAnswer(
          400,
          `Account ${item.accountNumber} is not eligible for Average Billing.`,
        );
      }
    }
    for (const item of body) {
      store.levelized.set(item.accountNumber, item.action === 'Add' ? 'Average' : 'Standard');
    }
    return { message: 'Billing type updated successfully for multiple accounts.' };
  }),

  // Service requests (doc 3 §2.5)
  handle(getServiceAccountTypes, () => [
    { accountType: 'RES', description: 'Residential' },
    { accountType: 'FARM', description: 'Farm' },
    { accountType: 'COM', description: 'Commercial' },
    { accountType: 'WATER', description: 'Water' },
  ]),

  // A guest's application for new service, recorded once per Idempotency-Key (a repeated key
  // answers the first answer again). The co-op serves Kansas zips 66000-67999: another service zip
  // answers 400.
  handle(submitServiceApplication, ({ body, headers, store }) => {
    const key = headers['Idempotency-Key'];
    const first = store.serviceApplicationAnswers.get(key);
    if (first) return first;
    const zip = body.serviceAddress.zip.slice(0, 5);
    if (!/^6[67]/.test(zip)) return errorAnswer(400, outsideTerritoryMessage(zip));
    const answer = { confirmationNumber: store.next('AFS-') };
    store.serviceApplications.push({ ...answer, accountType: body.accountType, zip });
    store.serviceApplicationAnswers.set(key, answer);
    return answer;
  }),

  handle(getServiceOrderTypes, ({ params, token }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    return [
      { workTypeID: 'MR', description: 'Meter re-read' },
      { workTypeID: 'SL', description: 'Security light repair' },
      { workTypeID: 'TT', description: 'Tree trimming near service line' },
      { workTypeID: 'DISC', description: 'Disconnect service' },
      { workTypeID: 'MOVE', description: 'Move service to a new address' },
    ];
  }),

  handle(processServiceOrder, ({ body, token, store, day }) => {
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    const soNumber = store.next('SO-');
    const descriptions: Record<string, string> = {
      MR: 'Meter re-read',
      SL: 'Security light repair',
      TT: 'Tree trimming near service line',
      DISC: 'Disconnect service',
      MOVE: 'Move service to a new address',
    };
    const list = store.serviceOrders.get(entry.accountNumber) ?? [];
    list.unshift({
      description: descriptions[String(body.workType)] ?? String(body.workType),
      creation: isoDay(day),
      soNumber,
      reviewed: false,
    });
    store.serviceOrders.set(entry.accountNumber, list);
    return {
      message: `Your service request ${soNumber} has been received. We will contact you within 2 business days.`,
    };
  }),

  handle(getServiceOrders, ({ params, token, store, day }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    return [
      ...(store.serviceOrders.get(entry.accountNumber) ?? []),
      ...seededOrders(entry.accountNumber, day),
    ];
  }),

  // Delinquents (doc 3 §2.6)
  handle(getDelinquentHistory, ({ params, token, day }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    if (entry.accountNumber !== '1000001' && entry.pastDue === 0) return [];
    // Newest first: 3 and 8 months back with a PDF, 6 months back whose file is gone ('Delinquent
    // File not found.'), 11 months back without one (no view button).
    return [3, 6, 8, 11].map((monthsAgo, index) => {
      const billDate = addMonths(day, -monthsAgo);
      const file = `delinquents/${entry.accountNumber}/${isoDay(billDate)}`;
      return {
        billDate: isoDay(billDate),
        pastDue: [86.4, 97.15, 121.07, 64.9][index] ?? 50,
        lateFee: 5,
        cutoffDate: isoDay(addDays(billDate, 35)),
        delinquentViewUrl: index === 3 ? null : index === 1 ? `${file}-purged.pdf` : `${file}.pdf`,
        delinquentProcessedDate: isoDay(addDays(billDate, 25)),
      };
    });
  }),

  handle(getDelinquentPdf, ({ query }) => {
    const match = /^delinquents\/(\d+)\/([\d-]+)\.pdf$/.exec(query.delinquentViewUrl);
    if (!match) return errorAnswer(404, 'File not found.');
    return {
      fileName: `delinquent-notice-${match[1]}-${match[2]}.pdf`,
      delinquentViewUrlFileBytes: demoPdf(
        `Delinquent notice - account ${match[1]}`,
        `Bill of ${match[2]}: your payment is past due. A $5.00 late fee applies.`,
      ),
    };
  }),

  // Member information documents (doc 3 §2.7)
  handle(getMemberInfoDocuments, () => [
    {
      friendlyDescription: 'Bylaws',
      url: demoSite('documents/bylaws.pdf'),
    },
    {
      friendlyDescription: 'Annual Report',
      url: demoSite('documents/annual-report.pdf'),
    },
    {
      friendlyDescription: 'Rate Schedules',
      url: demoSite('documents/rates.pdf'),
    },
    {
      friendlyDescription: 'Capital Credits Policy',
      url: demoSite('documents/capital-credits.pdf'),
    },
  ]),

  // Capital credits (doc 3 §2.9, §2.10)
  // Abuse protection: after 5 failed letters for a member number within 15 minutes, every letter
  // for it answers 429 until the oldest of them is 15 minutes old.
  handle(validateCapitalCreditLetter, ({ body, store }) => {
    const member = body.memberNumber.toUpperCase();
    const now = Date.now();
    const failed = (store.letterFailures.get(member) ?? []).filter(
      (at) => now - at < LETTER_WINDOW_MS,
    );
    const oldest = failed[0];
    if (oldest !== undefined && failed.length >= LETTER_ATTEMPTS) {
      return tooManyRequests((oldest + LETTER_WINDOW_MS - now) / 1000);
    }
    if (member === '800001' && body.letterId.toUpperCase() === 'CC2025A') {
      return { message: 'Thank you. Your signed capital credit letter has been received.' };
    }
    store.letterFailures.set(member, [...failed, now]);
    return errorAnswer(400, 'We could not find a letter with that Member Number and Letter ID.');
  }),

  handle(searchUnclaimedCapitalCredits, ({ body }) => {
    const terms = [body.firstName, body.lastName, body.companyName]
      .map((term) => term.trim().toLowerCase())
      .filter(Boolean);
    if (!terms.length) return [];
    return unclaimed.filter((entry) =>
      terms.every((term) => entry.name.toLowerCase().includes(term)),
    );
  }),

  handle(sendCapitalCreditClaim, ({ body }) => ({
    message: `Thank you, ${body.name}. Your claim has been sent; member services will contact you.`,
  })),
];
