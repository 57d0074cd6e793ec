import type {
  EndpointAnswer,
  getAccountInfo,
  getAccountProfile,
  getLevelizedAccounts,
  getMemberDetails,
  getNotifications,
  getPaymentDrafts,
  getServiceOrders,
  HostedPaymentForm,
  PaymentRequest,
} from '@coop-portal/api-client';
import { demoAccounts, demoMembers, dueDate, findAccount, type DemoAccount } from './data/accounts';
import {
  addDays,
  addMonths,
  cents,
  daysBetween,
  isoDateTime,
  isoDay,
  parseDay,
} from './data/dates';

/** The account whose location has an active outage in the demo (restoration in about 3 hours). */
export const OUTAGE_ACCOUNT = '3000003';

type AccountInfo = EndpointAnswer<typeof getAccountInfo>;
type MemberDetails = EndpointAnswer<typeof getMemberDetails>;
type MemberDetailsAccount = MemberDetails['accounts'][number];
type AccountProfile = EndpointAnswer<typeof getAccountProfile>;
type Draft = NonNullable<EndpointAnswer<typeof getPaymentDrafts>['results'][number]['draft']>;
type LevelizedAccount = EndpointAnswer<typeof getLevelizedAccounts>[number];
type ServiceOrder = EndpointAnswer<typeof getServiceOrders>[number];
type Notifications = EndpointAnswer<typeof getNotifications>;

/** A payment made through the demo (Quick Pay, a member payment, or the fake provider). */
export interface RecordedPayment {
  accountNumber: string;
  amount: number;
  date: string;
  confirmationNumber: string;
  transNo: string;
  method: 'cc' | 'echeck';
  lastFour: string;
  quickPay: boolean;
}

/** A payment or draft set-up started and waiting for the hosted provider. */
export interface PendingHostedAction {
  transNo: string;
  kind: 'payment' | 'draft' | 'method';
  quickPay: boolean;
  memberNumber: string;
  /** payment: the accounts and amounts to pay. */
  accounts: { accountNumber: string; amount: number }[];
  /** draft: the draft requests of the set-up. */
  draftMethod?: string | null | undefined;
  draftDay?: number | null | undefined;
  draftOption?: string;
  form?: Partial<HostedPaymentForm> & Record<string, string>;
  /** payment: the later day it is scheduled for (yyyy-MM-dd); missing: paid now. */
  paymentDate?: string;
}

/** A scheduled payment, its dates in days from today. */
export interface Scheduled {
  transNo: string;
  createdDaysAgo: number;
  paymentInDays: number;
  paymentType: string;
  paymentMethod: string;
  accounts: { accountNumber: string; accountType: string; amount: number }[];
}

const seedScheduled = (): Map<string, Scheduled[]> =>
  new Map([
    [
      '800001',
      [
        {
          transNo: 'SP-240117',
          createdDaysAgo: 3,
          paymentInDays: 10,
          paymentType: 'One-time',
          paymentMethod: 'Visa ••••4242',
          accounts: [{ accountNumber: '1000001', accountType: 'Electric', amount: 142.37 }],
        },
        {
          transNo: 'SP-240118',
          createdDaysAgo: 1,
          paymentInDays: 21,
          paymentType: 'Multiple accounts',
          paymentMethod: 'Checking ••••6789',
          accounts: [
            { accountNumber: '3000002', accountType: 'Water', amount: 48.6 },
            { accountNumber: '3000003', accountType: 'Electric', amount: 25 },
          ],
        },
      ],
    ],
  ]);

/**
 * The demo co-op's state while the page (or the Node process) lives: payments made, drafts set up,
 * paperless and round-up changes, profiles, MFA, scheduled payments, average billing, service
 * requests, registrations. Everything else is computed from the fixtures and today's date.
 */
export class DemoStore {
  payments: RecordedPayment[] = [];
  pending = new Map<string, PendingHostedAction>();
  drafts = new Map<string, Draft | null>([
    [
      '3000002',
      {
        draftAccountType: 'Checking',
        draftAccountNumberMasked: '••••6789',
        financialInstitutionName: 'First Prairie Bank',
        draftType: 'Bank Draft',
        draftDay: 'WHEN_BILLED',
      },
    ],
    [
      '3000021',
      {
        draftAccountType: 'Checking',
        draftAccountNumberMasked: '••••4321',
        financialInstitutionName: 'Riverbend Savings & Loan',
        draftType: 'Bank Draft',
        draftDay: 15,
      },
    ],
  ]);
  mfa = new Map<string, boolean>(demoMembers.map((member) => [member.memberNumber, member.mfa]));
  levelized = new Map<string, LevelizedAccount['billingType']>([
    ['3000002', 'Average'],
    ['3000021', 'Average'],
    ['3000024', 'Budget'],
    ['3000025', 'Average'],
  ]);
  scheduled = seedScheduled();
  serviceOrders = new Map<string, ServiceOrder[]>();
  outageReports: { accountNumber: string; outageReason: string; at: string }[] = [];
  /** The first answer to each outage report's Idempotency-Key: a repeated key gets it again. */
  outageReportAnswers = new Map<string, { statusMessage: string }>();
  /** The times (ms) of each member number's failed capital credit letter returns. */
  letterFailures = new Map<string, number[]>();
  /** New-service applications received, with their confirmation numbers. */
  serviceApplications: { confirmationNumber: string; accountType: string | null; zip: string }[] =
    [];
  /** The first answer to each application's Idempotency-Key: a repeated key gets it again. */
  serviceApplicationAnswers = new Map<string, { confirmationNumber: string }>();
  passwords = new Map<string, string>();
  registered = new Map<string, { memberNumber: string; email: string; password: string }>();
  private details = new Map<string, MemberDetails>();
  private profiles = new Map<string, AccountProfile>();
  private notifications = new Map<string, Notifications>();
  private sequence = 0;

  next(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${String(Date.now()).slice(-6)}${String(this.sequence).padStart(3, '0')}`;
  }

  /** The account's balance after the payments made through the demo. */
  balance(entry: DemoAccount): number {
    const paid = this.payments
      .filter((payment) => payment.accountNumber === entry.accountNumber)
      .reduce((sum, payment) => sum + payment.amount, 0);
    return cents(entry.balance - paid);
  }

  /**
   * The amounts of an account after the demo's payments: the past-due amount goes down first, and
   * paying at least the cutoff total clears the cutoff, reconnect, deposit and disconnect amounts.
   */
  amounts(entry: DemoAccount) {
    const paid = cents(entry.balance - this.balance(entry));
    const cutoffTotal =
      entry.cutoffAmount + entry.reconnectFee + entry.additionalDeposit + entry.disconnectFee;
    const cutoffPaid = entry.cutoffAmount > 0 && paid >= cutoffTotal;
    return {
      balance: this.balance(entry),
      pastDue: Math.max(0, cents(entry.pastDue - paid)),
      cutoffAmount: cutoffPaid ? 0 : entry.cutoffAmount,
      reconnectFee: cutoffPaid ? 0 : entry.reconnectFee,
      additionalDeposit: cutoffPaid ? 0 : entry.additionalDeposit,
      disconnectFee: cutoffPaid ? 0 : entry.disconnectFee,
    };
  }

  /** The latest payment made through the demo for one of these accounts. */
  lastPayment(accountNumbers: string[]): RecordedPayment | undefined {
    return this.payments.filter((payment) => accountNumbers.includes(payment.accountNumber)).at(-1);
  }

  /** Account info (doc 2 §3) as it stands now. */
  accountInfo(entry: DemoAccount, day: Date): AccountInfo {
    const balance = this.balance(entry);
    const paidDown = balance < entry.balance;
    const draft = this.drafts.get(entry.accountNumber);
    const billingType = this.levelized.has(entry.accountNumber)
      ? this.levelized.get(entry.accountNumber)
      : entry.extras?.billingType;
    const arrangement = entry.arrangement;
    // 3000003's location has an outage with a restoration estimate; a reported one has none yet.
    const reported = this.outageReports.some((r) => r.accountNumber === entry.accountNumber);
    const outageActive = entry.accountNumber === OUTAGE_ACCOUNT || reported;
    const pastDue = this.amounts(entry).pastDue;
    return {
      accountNumber: entry.accountNumber,
      accountBalance: balance,
      dueDate: dueDate(entry, day),
      isPrepaidAccount: entry.isPrepaid,
      prepaidLabel: entry.isPrepaid ? 'Prepaid' : null,
      accountHolderName: entry.holder,
      serviceAddress: entry.serviceAddress,
      accountType: entry.accountType,
      accountStatus: entry.derivedStatus === 'Final Billed' ? 'Inactive' : 'Active',
      derivedStatus:
        paidDown && entry.derivedStatus === 'Past Due' ? 'Current' : entry.derivedStatus,
      yearToDateBudgetDifference: entry.extras?.yearToDateBudgetDifference ?? null,
      netAccountBalance: balance,
      pastDueAmount: pastDue,
      cutOffDate:
        entry.cutoffAmount > 0 || pastDue > 0 ? isoDay(addDays(day, entry.dueInDays ?? 5)) : null,
      cutOffMsg:
        entry.cutoffAmount > 0
          ? 'Service is scheduled for disconnection.'
          : pastDue > 0
            ? 'Your account is past due. Pay the past-due amount before the cutoff date to avoid disconnection.'
            : null,
      activeReturnedItems: false,
      autoPayExists: !!draft || !!entry.autopay,
      draftDate: draft ? dueDate(entry, day) : null,
      outageStatus: outageActive ? 'Y' : 'N',
      estimatedTimeOfRestoration:
        entry.accountNumber === OUTAGE_ACCOUNT
          ? isoDateTime(new Date(Date.now() + 3 * 3_600_000))
          : null,
      locationId: entry.locationId,
      memberNumber: entry.memberNumber,
      meters: entry.meters,
      zip: entry.zip,
      isLinkedAccount: entry.memberNumber === '800004',
      memberHasCutoffAccount: entry.settings?.memberHasCutoffAccount ?? false,
      hasArrangement: !!arrangement,
      arrangement: arrangement
        ? {
            arrangementNotation: `Payment arrangement: $${arrangement.nextPayment.toFixed(2)} per month until the balance is paid.`,
            arrangementBalance: arrangement.balance,
            nextPaymentAmount: arrangement.nextPayment,
            nextPaymentDueDate: isoDay(addDays(day, arrangement.nextDueInDays)),
          }
        : null,
      viewUsageHistory: true,
      showUsageSuspendedMsg: false,
      collectMeterReading: false,
      meterSenseccUrl: null,
      ccPdfLinkText: null,
      viewccPdfUrl: null,
      statementHeadingMessage: null,
      billMessages: [],
      prepaidDisconnectAlert: null,
      capitalCreditRefundMessage: null,
      ...entry.extras,
      billingType: billingType === 'Average' || billingType === 'Budget' ? billingType : null,
    };
  }

  /** Member details (doc 2 §3), kept once read so changes stick. */
  memberDetails(memberNumber: string, day: Date): MemberDetails | undefined {
    const existing = this.details.get(memberNumber);
    if (existing) return existing;
    const member = demoMembers.find((entry) => entry.memberNumber === memberNumber);
    if (!member) return undefined;
    const eligible = member.profileProgramsEligible === false ? [] : member.accounts;
    const accounts: MemberDetailsAccount[] = eligible.map((accountNumber) => {
      const entry = findAccount(accountNumber);
      const demo = accountNumber === '1000001';
      return {
        accountNumber,
        address: entry?.serviceAddress ?? null,
        accountType: entry?.accountType ?? null,
        hasEmailBillNotice: demo,
        hasPaperlessBilling: demo,
        hasOtherPaperlessBillinge: false,
        operationRoundup: demo,
        operationRoundupAmount: demo ? 0 : null,
        operationRoundupExpiration: demo ? isoDay(addMonths(day, 12)) : null,
      };
    });
    const details: MemberDetails = {
      userName: member.email,
      loginId: member.username,
      secretQuestionId: 2,
      secretQuestionAnswer: 'Riverbend',
      secretQuestions: securityQuestions,
      paymentTypes: ['Credit', 'Check'],
      paymentEmailReceived: true,
      serviceOrderEmailReceived: true,
      phoneNumberMask: false,
      hasPaperlessBilling: false,
      hasPaperlessOther: false,
      electronicKit: false,
      marketingEmail: memberNumber === '800001',
      accounts,
    };
    this.details.set(memberNumber, details);
    return details;
  }

  setMemberDetails(memberNumber: string, details: MemberDetails) {
    this.details.set(memberNumber, details);
  }

  /** Account profile (doc 2 §3), kept once read so changes stick. */
  profile(entry: DemoAccount): AccountProfile {
    const existing = this.profiles.get(entry.accountNumber);
    if (existing) return existing;
    const [first = '', last = ''] = entry.holder.split(' ');
    const [street = '', city = 'Riverbend'] = entry.serviceAddress.split(', ');
    const [number = '', ...name] = street.split(' ');
    const type = name.length > 1 ? name.pop() : null;
    const shared = demoAccounts.filter(
      (other) =>
        other.memberNumber === entry.memberNumber &&
        other.accountNumber !== entry.accountNumber &&
        other.serviceAddress === entry.serviceAddress,
    ).length;
    const profile: AccountProfile = {
      firstName: first,
      middleName: null,
      lastName: last,
      streetNumber: number,
      streetName: name.join(' '),
      streetType: type ?? null,
      unit: null,
      city,
      state: 'KS',
      zip: entry.zip,
      count: shared,
      contactPhones: [
        {
          eCommunicationDetailId: 1,
          eCommunicationId: 1,
          eCommunicationDescription: 'Home',
          phoneNumber: `(555) 210-${entry.phoneLastFour}`,
          extension: null,
          isDelete: false,
        },
        {
          eCommunicationDetailId: 2,
          eCommunicationId: 2,
          eCommunicationDescription: 'Mobile',
          phoneNumber: `(555) 214-${entry.phoneLastFour}`,
          extension: null,
          isDelete: false,
        },
      ],
      phoneTypes: [
        { eCommunicationId: 1, description: 'Home' },
        { eCommunicationId: 2, description: 'Mobile' },
        { eCommunicationId: 3, description: 'Work' },
      ],
      isVerified: 'Y',
      spouseName: entry.accountNumber === '1000001' ? 'Dana Rivers' : null,
    };
    this.profiles.set(entry.accountNumber, profile);
    return profile;
  }

  setProfile(accountNumber: string, profile: AccountProfile) {
    this.profiles.set(accountNumber, profile);
  }

  notificationsOf(memberNumber: string): Notifications {
    const existing = this.notifications.get(memberNumber);
    if (existing) return existing;
    const member = demoMembers.find((m) => m.memberNumber === memberNumber);
    const accounts = member?.accounts ?? [];
    // The member's e-mail and the mobile phone of its primary account (as on its profile).
    const mobile = findAccount(accounts[0] ?? '')?.phoneLastFour ?? '1111';
    const value: Notifications = {
      subscriptions: accounts.flatMap((accountNumber) => [
        {
          notificationId: `BILL-${accountNumber}`,
          description: 'New bill is ready',
          accountNumber,
          email: true,
          sms: false,
        },
        {
          notificationId: `DUE-${accountNumber}`,
          description: 'Payment due reminder (3 days before)',
          accountNumber,
          email: true,
          sms: accountNumber === '1000001',
        },
        {
          notificationId: `PAID-${accountNumber}`,
          description: 'Payment received',
          accountNumber,
          email: true,
          sms: false,
        },
        {
          notificationId: `OUTAGE-${accountNumber}`,
          description: 'Outage and restoration updates',
          accountNumber,
          email: false,
          sms: true,
        },
      ]),
      contacts: [
        {
          contactId: 'C1',
          type: 'Email',
          value: member?.email ?? 'jordan.rivers@example.com',
          verified: true,
        },
        { contactId: 'C2', type: 'SMS', value: `(555) 214-${mobile}`, verified: true },
      ],
    };
    this.notifications.set(memberNumber, value);
    return value;
  }

  setNotifications(memberNumber: string, value: Notifications) {
    this.notifications.set(memberNumber, value);
  }

  scheduledOf(memberNumber: string, day: Date) {
    return (this.scheduled.get(memberNumber) ?? []).map((entry) => ({
      transNo: entry.transNo,
      createdDate: isoDay(addDays(day, -entry.createdDaysAgo)),
      paymentType: entry.paymentType,
      amount: cents(entry.accounts.reduce((sum, item) => sum + item.amount, 0)),
      paymentMethod: entry.paymentMethod,
      paymentDate: isoDay(addDays(day, entry.paymentInDays)),
      accountDetails: entry.accounts,
    }));
  }

  /** Records a payment request (Quick Pay or member) as paid. */
  recordPayment(
    action: PendingHostedAction,
    method: 'cc' | 'echeck',
    lastFour: string,
    day: Date,
  ): RecordedPayment[] {
    const confirmationNumber = this.next('PR');
    const recorded = action.accounts.map((item) => ({
      accountNumber: item.accountNumber,
      amount: item.amount,
      date: isoDay(day),
      confirmationNumber,
      transNo: action.transNo,
      method,
      lastFour,
      quickPay: action.quickPay,
    }));
    this.payments.push(...recorded);
    this.pending.delete(action.transNo);
    return recorded;
  }

  /**
   * Adds a scheduled payment the provider authorized (Pay Multiple Accounts with a later payment
   * date) to the member's list, once: its transNo is the payment's, 'TX' made 'SP'.
   */
  addScheduled(
    schedule: Pick<PendingHostedAction, 'transNo' | 'memberNumber' | 'accounts'> & {
      paymentDate: string;
      method: 'cc' | 'echeck';
    },
    day: Date,
  ): string {
    const transNo = schedule.transNo.replace(/^TX/, 'SP');
    const list = this.scheduled.get(schedule.memberNumber) ?? [];
    if (!list.some((entry) => entry.transNo === transNo)) {
      const date = parseDay(schedule.paymentDate) ?? day;
      list.push({
        transNo,
        createdDaysAgo: 0,
        paymentInDays: daysBetween(day, date),
        paymentType: schedule.accounts.length > 1 ? 'Multiple accounts' : 'One-time',
        paymentMethod: schedule.method === 'cc' ? 'Visa ••••4242' : 'Checking ••••6789',
        accounts: schedule.accounts.map((item) => ({
          ...item,
          accountType: findAccount(item.accountNumber)?.accountType ?? 'Electric',
        })),
      });
      this.scheduled.set(schedule.memberNumber, list);
    }
    return transNo;
  }

  /** Starts a payment (the pay call), or schedules one for a later day: kept until the provider returns. */
  startPayment(
    memberNumber: string,
    request: PaymentRequest,
    quickPay: boolean,
    paymentDate?: string,
  ) {
    const transNo = this.next('TX');
    const action: PendingHostedAction = {
      transNo,
      kind: 'payment',
      quickPay,
      memberNumber,
      accounts: request.accountsToPay.map((item) => ({
        accountNumber: item.accountNumber,
        amount: item.paymentAmount,
      })),
      ...(paymentDate ? { paymentDate } : {}),
    };
    this.pending.set(transNo, action);
    return action;
  }
}

/** Security questions offered at registration and on My Profile. */
export const securityQuestions = [
  { id: 1, description: 'What was the name of your first pet?', visible: true },
  { id: 2, description: 'In what town was your first job?', visible: true },
  { id: 3, description: 'What is your mother’s maiden name?', visible: true },
  { id: 4, description: 'What was the make of your first car?', visible: true },
  { id: 5, description: 'What is the name of the road you grew up on?', visible: true },
];

let store = new DemoStore();

/** The demo store of this page or process. */
export function demoStore(): DemoStore {
  return store;
}

/** Starts the demo co-op afresh (tests; a new Node server). */
export function resetDemoStore(): DemoStore {
  store = new DemoStore();
  return store;
}
