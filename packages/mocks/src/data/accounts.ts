import type {
  EndpointAnswer,
  getAccountInfo,
  getQuickPayPaymentSettings,
} from '@coop-portal/api-client';
import { addDays, isoDay } from './dates';
import { demoSite } from './site';

type AccountInfoAnswer = EndpointAnswer<typeof getAccountInfo>;
type SettingsAnswer = EndpointAnswer<typeof getQuickPayPaymentSettings>;

export const COOP_NAME = 'Prairie Rivers Electric & Water Cooperative';
export const DEMO_PASSWORD = 'Demo#2026';
export const CUTOFF_MESSAGE =
  'Your service is scheduled for disconnection. Please call 1-800-555-0100 to make payment arrangements.';
export const CONVENIENCE_FEE_TEXT = 'A $2.95 convenience fee applies to card payments.';
export const NO_MATCH_MESSAGE =
  'The account number and phone number you entered do not match our records.';

/** The settings switches that differ between demo accounts (doc 1 §3 payment settings). */
export interface SettingsSwitches {
  allowOverPay?: boolean;
  allowUnderPay?: boolean;
  memberHasCutoffAccount?: boolean;
  payOnlinePayCutoffAccount?: boolean;
  payOnlineAllowCutoffPaymentOverride?: boolean;
}

/** One demo account: what Quick Pay, the overview and every other page read about it. */
export interface DemoAccount {
  accountNumber: string;
  memberNumber: string;
  holder: string;
  serviceAddress: string;
  zip: string;
  accountType: 'Electric' | 'Water';
  isPrepaid: boolean;
  /** Last four phone digits for Quick Pay. */
  phoneLastFour: string;
  balance: number;
  /** Days from today to the due date; null: no due date (prepaid). */
  dueInDays: number | null;
  pastDue: number;
  cutoffAmount: number;
  reconnectFee: number;
  additionalDeposit: number;
  disconnectFee: number;
  overPayAmount: number;
  prepaidReconnectAmount: number;
  isCcEligible: boolean;
  isEcheckEligible: boolean;
  nomoreCheck: boolean;
  derivedStatus: string;
  settings?: SettingsSwitches;
  /** A payment made this many days ago (the recent-payment prompt). */
  lastPayment?: { amount: number; daysAgo: number };
  /** Quick Pay verification of this account fails with this status. */
  failWith?: 500;
  meters: string[];
  /** null: the account has no service location (outage reporting is unavailable). */
  locationId: string | null;
  /** A payment arrangement: balance, next instalment and when it is due (days from today). */
  arrangement?: { balance: number; nextPayment: number; nextDueInDays: number };
  /** Deposits held or once held on the account (the Deposits page). */
  deposits?: DemoDeposit[];
  /** A registered autopayment outside drafts (CHARGE: card, ECHECK: bank); drafts are then not allowed. */
  autopay?: 'CHARGE' | 'ECHECK';
  /** A new account: no bills and no payments yet. */
  noHistory?: boolean;
  /** Usage only from this many days before today (the meter was installed then). */
  usageFromDaysAgo?: number;
  /** Usage only until this many days before today (the service was disconnected then). */
  usageUntilDaysAgo?: number;
  /** No usage at all: every usage call answers without a meter. */
  noUsage?: boolean;
  /** Overview extras (banners, links) for the account info answer. */
  extras?: Partial<AccountInfoAnswer>;
}

/** A deposit of a demo account; its dates are months before today. */
export interface DemoDeposit {
  type: string;
  amount: number;
  paidMonthsAgo: number;
  interest: number | null;
  status: 'Held' | 'Refunded';
  /** When it was refunded (a Refunded deposit). */
  refundedMonthsAgo?: number;
}

const standard = {
  isPrepaid: false,
  pastDue: 0,
  cutoffAmount: 0,
  reconnectFee: 0,
  additionalDeposit: 0,
  disconnectFee: 0,
  overPayAmount: 1000,
  prepaidReconnectAmount: 0,
  isCcEligible: true,
  isEcheckEligible: true,
  nomoreCheck: false,
  derivedStatus: 'Current',
  accountType: 'Electric',
  zip: '66000',
} as const;

function account(
  accountNumber: string,
  memberNumber: string,
  holder: string,
  serviceAddress: string,
  rest: Partial<DemoAccount> & Pick<DemoAccount, 'balance' | 'dueInDays' | 'phoneLastFour'>,
): DemoAccount {
  return {
    ...standard,
    accountNumber,
    memberNumber,
    holder,
    serviceAddress,
    meters: [`${rest.accountType === 'Water' ? 'W' : 'E'}-${accountNumber}`],
    locationId: `LOC-${accountNumber}`,
    ...rest,
  };
}

/**
 * What sets member.many's accounts apart (README, demo data): 3000021 an overdue arrangement
 * instalment and a deposit held; 3000022 a new account (no due date, no history, no usage at all); 3000023 usage
 * suspended; 3000024 Budget billing and a card autopayment; 3000025 pending reconnect with returned
 * items and no more checks (and a returned-payment deposit held); 3000026 past due (cutoff
 * message); 3000027 final billed, no service location and no meter (its deposit refunded).
 */
const manyAccountStates: Partial<DemoAccount>[] = [
  {
    arrangement: { balance: 150, nextPayment: 50, nextDueInDays: -3 },
    deposits: [
      {
        type: 'Residential security deposit',
        amount: 200,
        paidMonthsAgo: 14,
        interest: 2.65,
        status: 'Held',
      },
    ],
  },
  { noHistory: true, noUsage: true, extras: { viewUsageHistory: false } },
  { extras: { showUsageSuspendedMsg: true } },
  { autopay: 'CHARGE', extras: { billingType: 'Budget', yearToDateBudgetDifference: 18.6 } },
  {
    nomoreCheck: true,
    extras: { activeReturnedItems: true },
    deposits: [
      {
        type: 'Returned payment deposit',
        amount: 100,
        paidMonthsAgo: 5,
        interest: null,
        status: 'Held',
      },
    ],
  },
  {},
  {
    locationId: null,
    meters: [],
    deposits: [
      {
        type: 'Residential security deposit',
        amount: 150,
        paidMonthsAgo: 50,
        interest: 6.4,
        status: 'Refunded',
        refundedMonthsAgo: 1,
      },
    ],
  },
];

const JORDAN = 'Jordan Rivers';
const HOME = '418 Prairie View Rd, Riverbend, KS 66000';

/** member.states: one account in each state of the overview's status line and banners. */
const MORGAN = 'Morgan Ellis';
const STATES_MEMBER = '800005';
/**
 * member.states has a cutoff account and the co-op does not let cutoff accounts be paid online:
 * Pay Bill on any of its accounts shows the cutoff message in a dialog (doc 1 §4.1). The switches
 * are the member's, so every one of its accounts carries them.
 */
const statesSettings: SettingsSwitches = {
  memberHasCutoffAccount: true,
  payOnlinePayCutoffAccount: false,
};

/**
 * The demo accounts (as the README lists them). Quick Pay: 1000001-1000009 and 5000000. Members:
 * member.demo (1000001, 3000002, 3000003), member.mfa (3000004), member.solo (3000011), member.many
 * (3000021-3000027), member.states (3000034, 3000031-3000033). Registration: 2000001, 2000002.
 */
export const demoAccounts: DemoAccount[] = [
  account('1000001', '800001', JORDAN, HOME, {
    phoneLastFour: '1111',
    // The house and a smaller second load (the shop and well pump) on its own meter.
    meters: ['E-1000001', 'E-1000001-2'],
    balance: 142.37,
    dueInDays: 12,
    extras: {
      statementHeadingMessage: 'Your statement is ready. Thank you for being a member-owner!',
      billMessages: [
        'Annual meeting: join us on the first Saturday of June at the Riverbend fairgrounds.',
      ],
      capitalCreditRefundMessage:
        'A capital credit refund of $42.17 was applied to your account this year.',
      ccPdfLinkText: 'Capital Credit Statement',
      viewccPdfUrl: 'capital-credits/800001/statement.pdf',
      collectMeterReading: false,
      meterSenseccUrl: demoSite('#mymeter'),
    },
    deposits: [
      {
        type: 'Residential security deposit',
        amount: 150,
        paidMonthsAgo: 38,
        interest: 4.12,
        status: 'Held',
      },
    ],
  }),
  account('1000002', '700002', 'Morgan Ellis', '27 Cottonwood Ln, Riverbend, KS 66000', {
    phoneLastFour: '2222',
    balance: 180,
    pastDue: 80,
    dueInDays: 9,
    derivedStatus: 'Past Due',
  }),
  account('1000003', '700003', 'Sam Whitaker', '1550 County Road 12, Millbrook, KS 66010', {
    phoneLastFour: '3333',
    balance: 400,
    pastDue: 250,
    cutoffAmount: 250,
    reconnectFee: 50,
    additionalDeposit: 100,
    disconnectFee: 25,
    dueInDays: 3,
    derivedStatus: 'Pending Disconnect',
    settings: {
      allowOverPay: true,
      memberHasCutoffAccount: true,
      payOnlineAllowCutoffPaymentOverride: false,
    },
  }),
  account('1000004', '700004', 'Taylor Brooks', '9 Mill St Apt 2, Riverbend, KS 66000', {
    phoneLastFour: '4444',
    isPrepaid: true,
    balance: -12.5,
    dueInDays: null,
    prepaidReconnectAmount: 0,
  }),
  account('1000005', '700005', 'Jamie Holt', '302 Elm St, Riverbend, KS 66000', {
    phoneLastFour: '5555',
    balance: 64.18,
    dueInDays: 15,
    isCcEligible: false,
  }),
  account('1000006', '700006', 'Casey Lindgren', '77 Ridge Rd, Millbrook, KS 66010', {
    phoneLastFour: '6666',
    balance: 231.9,
    dueInDays: 6,
    isCcEligible: false,
    isEcheckEligible: false,
  }),
  account('1000007', '700007', 'Drew Patel', '1204 Harvest Dr, Riverbend, KS 66000', {
    phoneLastFour: '7777',
    balance: 88.4,
    dueInDays: 18,
    lastPayment: { amount: 55, daysAgo: 2 },
  }),
  account('1000008', '700008', 'Robin Castillo', '45 Willow Creek Rd, Millbrook, KS 66010', {
    phoneLastFour: '8888',
    balance: 312.75,
    pastDue: 150,
    dueInDays: 2,
    derivedStatus: 'Past Due',
    settings: { memberHasCutoffAccount: true, payOnlinePayCutoffAccount: false },
  }),
  account('1000009', '700009', 'Alex Novak', '610 Sunflower Ave, Riverbend, KS 66000', {
    phoneLastFour: '9999',
    balance: 95.2,
    dueInDays: 20,
    settings: { allowUnderPay: false },
  }),
  account('5000000', '750000', 'Service Failure Test', '1 Error Way, Riverbend, KS 66000', {
    phoneLastFour: '5000',
    balance: 10,
    dueInDays: 10,
    failWith: 500,
  }),
  // member.demo's other accounts
  account('3000002', '800001', JORDAN, HOME, {
    phoneLastFour: '1111',
    accountType: 'Water',
    balance: 48.6,
    dueInDays: 12,
    arrangement: { balance: 75, nextPayment: 25, nextDueInDays: 5 },
    extras: {
      billingType: 'Average',
      yearToDateBudgetDifference: -12.4,
    },
    deposits: [
      {
        type: 'Water service deposit',
        amount: 75,
        paidMonthsAgo: 60,
        interest: 2.3,
        status: 'Refunded',
        refundedMonthsAgo: 36,
      },
    ],
  }),
  account('3000003', '800001', JORDAN, '420 Prairie View Rd (shop), Riverbend, KS 66000', {
    phoneLastFour: '1111',
    isPrepaid: true,
    balance: 37.85,
    dueInDays: null,
    prepaidReconnectAmount: 0,
    isCcEligible: false,
    // The shop's meter was installed 90 days ago: no usage before that.
    usageFromDaysAgo: 90,
    extras: {
      prepaidDisconnectAlert:
        'Your prepaid balance is running low. Add funds to avoid an interruption of service.',
      collectMeterReading: false,
    },
  }),
  // member.mfa
  account('3000004', '800002', 'Casey Morgan', '88 Bluestem Ct, Riverbend, KS 66000', {
    phoneLastFour: '4004',
    balance: 76.1,
    dueInDays: 14,
  }),
  // member.solo
  account('3000011', '800003', 'Avery Lindqvist', '5 Harbor Rd, Millbrook, KS 66010', {
    phoneLastFour: '1011',
    balance: 119.02,
    dueInDays: 8,
    extras: {
      collectMeterReading: true,
      // The statement link is shown, but its file is gone: 'Capital Credit File not found.'
      ccPdfLinkText: 'Capital Credit Statement',
      viewccPdfUrl: 'capital-credits/800003/statement.pdf',
    },
  }),
  // member.many: seven accounts, each carrying a state of the specs the others do not
  ...Array.from({ length: 7 }, (_, index) =>
    account(
      `300002${index + 1}`,
      '800004',
      'Riley Okafor',
      `${100 + index * 12} Main St${index % 2 ? ' Unit B' : ''}, Riverbend, KS 66000`,
      {
        phoneLastFour: '2027',
        accountType: index % 3 === 2 ? 'Water' : 'Electric',
        balance: [58.12, 0, 214.5, 33.33, 89.9, 402.16, 17.45][index] ?? 0,
        pastDue: index === 5 ? 120 : 0,
        derivedStatus:
          index === 4
            ? 'Pending Reconnect'
            : index === 5
              ? 'Past Due'
              : index === 6
                ? 'Final Billed'
                : 'Current',
        dueInDays: index === 1 ? null : 4 + index * 3,
        ...manyAccountStates[index],
      },
    ),
  ),
  // member.states: 3000034 (primary) Past Due, 3000031 prepaid below zero, 3000032 Disconnected,
  // 3000033 water Pending Disconnect
  account('3000034', STATES_MEMBER, MORGAN, '2210 Bluestem Rd, Riverbend, KS 66000', {
    phoneLastFour: '3005',
    balance: 210.4,
    pastDue: 160.4,
    dueInDays: 6,
    derivedStatus: 'Past Due',
    settings: statesSettings,
  }),
  account('3000031', STATES_MEMBER, MORGAN, '2212 Bluestem Rd, Riverbend, KS 66000', {
    phoneLastFour: '3005',
    isPrepaid: true,
    balance: -12.5,
    dueInDays: null,
    prepaidReconnectAmount: 0,
    settings: statesSettings,
    extras: {
      prepaidDisconnectAlert:
        'Your prepaid balance is below zero and your service may be disconnected. Add funds now to keep your power on.',
    },
  }),
  account('3000032', STATES_MEMBER, MORGAN, '17 Lakeshore Dr, Millbrook, KS 66010', {
    phoneLastFour: '3005',
    zip: '66010',
    balance: 41.27,
    dueInDays: 9,
    derivedStatus: 'Disconnected',
    // Disconnected 20 days ago: no usage since.
    usageUntilDaysAgo: 20,
    settings: statesSettings,
  }),
  account('3000033', STATES_MEMBER, MORGAN, '2210 Bluestem Rd, Riverbend, KS 66000', {
    phoneLastFour: '3005',
    accountType: 'Water',
    balance: 138.25,
    pastDue: 92.1,
    cutoffAmount: 92.1,
    reconnectFee: 40,
    dueInDays: 3,
    derivedStatus: 'Pending Disconnect',
    settings: statesSettings,
  }),
];

export function findAccount(accountNumber: string): DemoAccount | undefined {
  return demoAccounts.find((entry) => entry.accountNumber === accountNumber);
}

/** A demo member who can sign in. */
export interface DemoMember {
  username: string;
  memberNumber: string;
  name: string;
  email: string;
  accounts: string[];
  mfa: boolean;
  /**
   * Whether the member's accounts may manage paperless and round-up on My Profile (default true).
   * member.states' accounts are all past due, prepaid, disconnected or pending disconnection, so
   * its member details list none: My Profile shows both tabs' empty states.
   */
  profileProgramsEligible?: boolean;
}

/** Members (password `Demo#2026` for all). */
export const demoMembers: DemoMember[] = [
  {
    username: 'member.demo',
    memberNumber: '800001',
    name: JORDAN,
    email: 'jordan.rivers@example.com',
    accounts: ['1000001', '3000002', '3000003'],
    mfa: false,
  },
  {
    username: 'member.mfa',
    memberNumber: '800002',
    name: 'Casey Morgan',
    email: 'casey.morgan@example.com',
    accounts: ['3000004'],
    mfa: true,
  },
  {
    username: 'member.solo',
    memberNumber: '800003',
    name: 'Avery Lindqvist',
    email: 'avery.lindqvist@example.com',
    accounts: ['3000011'],
    mfa: false,
  },
  {
    username: 'member.many',
    memberNumber: '800004',
    name: 'Riley Okafor',
    email: 'riley.okafor@example.com',
    accounts: Array.from({ length: 7 }, (_, index) => `300002${index + 1}`),
    mfa: false,
  },
  {
    username: 'member.states',
    memberNumber: STATES_MEMBER,
    name: MORGAN,
    email: 'morgan.ellis@example.com',
    accounts: ['3000034', '3000031', '3000032', '3000033'],
    mfa: false,
    profileProgramsEligible: false,
  },
];

export function memberByNumber(memberNumber: string): DemoMember | undefined {
  return demoMembers.find((member) => member.memberNumber === memberNumber);
}

export function memberByUsername(username: string): DemoMember | undefined {
  return demoMembers.find((member) => member.username.toLowerCase() === username.toLowerCase());
}

/** The accounts of a member number (Quick Pay members have one account each). */
export function accountsOfMember(memberNumber: string): DemoAccount[] {
  return demoAccounts.filter((entry) => entry.memberNumber === memberNumber);
}

export function dueDate(entry: DemoAccount, day: Date): string | null {
  return entry.dueInDays === null ? null : isoDay(addDays(day, entry.dueInDays));
}

/**
 * The demo co-op's payment settings (doc 1 §3) for a member whose accounts change none of them
 * (member.demo), with `changes` laid over the answer and `payment` over its `paymentSettings`: the
 * answer the demo gives, and a starting point for a test or story that needs other settings.
 */
export function demoPaymentSettings(
  changes: Partial<Omit<SettingsAnswer, 'paymentSettings'>> = {},
  payment: Partial<SettingsAnswer['paymentSettings']> = {},
): SettingsAnswer {
  return {
    paymentSettings: {
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      allowVisa: true,
      allowMaster: true,
      allowAmex: false,
      allowDiscover: true,
      memberHasCutoffAccount: false,
      prepaidMinimumPaymentAmount: 20,
      allowOverPay: false,
      allowUnderPay: true,
      lastPayment: null,
      maxChargeAmount: 5000,
      ...payment,
    },
    echeckProcessAsDraft: false,
    enforceNoMoreEchecks: true,
    pgClientId: 'PRAIRIE-RIVERS-DEMO',
    applicationWebId: 'web',
    utilityName: COOP_NAME,
    payOnlinePayCutoffAccount: true,
    cutoffMessage: CUTOFF_MESSAGE,
    defaultPaymentAmt: 'ACCOUNT BALANCE',
    payOnlineAllowCutoffPaymentOverride: true,
    ccPrepaidAmountMinimum: 20,
    onlineConvFeeText: CONVENIENCE_FEE_TEXT,
    ...changes,
  };
}

/** Payment settings of a member (doc 1 §3), from its first account's switches. */
export function paymentSettingsFor(memberNumber: string, day: Date): SettingsAnswer {
  const first = accountsOfMember(memberNumber)[0];
  const switches = first?.settings ?? {};
  const last = first?.lastPayment;
  return demoPaymentSettings(
    {
      payOnlinePayCutoffAccount: switches.payOnlinePayCutoffAccount ?? true,
      payOnlineAllowCutoffPaymentOverride: switches.payOnlineAllowCutoffPaymentOverride ?? true,
    },
    {
      memberHasCutoffAccount: switches.memberHasCutoffAccount ?? false,
      allowOverPay: switches.allowOverPay ?? false,
      allowUnderPay: switches.allowUnderPay ?? true,
      lastPayment: last
        ? { paymentAmount: last.amount, paymentDate: isoDay(addDays(day, -last.daysAgo)) }
        : null,
    },
  );
}
