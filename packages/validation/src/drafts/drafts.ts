import * as z from 'zod/mini';
import { type DateInput, dayParts, isoFromDayNumber, toDayNumber } from '../shared/dates';
import { addFieldIssue, formCheckbox, formDate, formText } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { draftMessages, type DraftMessages } from './messages';

ensureEnglishIssueMessages();

/** Draft Payments limits (doc 3 §5, §9). */
export const draftLimits = {
  dayOfMonthMin: 1,
  dayOfMonthMax: 28,
  /** Day of month and days after billing: 2 digits. */
  dayFieldMaxLength: 2,
  minimumStartDate: '1990-01-01',
  bankAccountMinLength: 4,
  bankAccountMaxLength: 18,
  routingNumberLength: 9,
  bankNameMaxLength: 256,
  /** The institution name that is never filled in (doc 3 §4). */
  doNotUseInstitution: 'DO NOT USE',
} as const;

/** Draft methods (doc 3 §3, §9). */
export const draftMethods = [
  'WHEN_BILLED',
  'END_OF_MONTH',
  'DAY_OF_MONTH',
  'DAYS_AFTER_BILLING',
] as const;
export type DraftMethod = (typeof draftMethods)[number];

/** Bank account types; Checking is the default (doc 3 §5, §9). */
export const bankAccountTypes = ['Checking', 'Savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const defaultBankAccountType: BankAccountType = 'Checking';

/** Draft options (doc 3 §2.2): credit card or bank draft. */
export type DraftOption = 'creditCard' | 'bankDraft';

/** A draft account record (doc 3 §3). */
export interface DraftAccount {
  accountNumber: string;
  serviceAddress?: string | null;
  accountType?: string | null;
  pastDueAmount?: number | null;
  autopayExists?: boolean | null;
  ccEligible?: boolean | null;
  noMoreChecks?: boolean | null;
  eligibleDraftDate?: string | number | null;
  allowBeforeBilledDay?: number | null;
  allowAfterBilledDay?: number | null;
  draft?: {
    draftAccountType?: string | null;
    draftAccountNumberMasked?: string | null;
    financialInstitutionName?: string | null;
    draftType?: string | null;
    draftDay?: number | string | null;
  } | null;
}

/** Accounts with a draft are listed in the Remove tab; accounts without one can be set up (doc 3 §4). */
export function splitDraftAccounts<A extends Pick<DraftAccount, 'draft'>>(
  accounts: readonly A[],
): { withDraft: A[]; withoutDraft: A[] } {
  return {
    withDraft: accounts.filter((account) => account.draft != null),
    withoutDraft: accounts.filter((account) => account.draft == null),
  };
}

export type DraftIneligibility =
  'pastDue' | 'autopayExists' | 'cardRestricted' | 'echeckRestricted';

export interface DraftEligibilityOptions {
  draftOption: DraftOption;
  /** Past-due accounts may not set up a draft (the prevention setting). */
  preventPastDue: boolean;
  /** The no-more-checks rule is enforced (ENFORCE_NO_MORE_CHECKS). */
  enforceNoMoreChecks: boolean;
  messages?: DraftMessages;
}

/**
 * Why an account cannot set up a draft (doc 3 §4), or `undefined` when it can: past due while
 * prevention is on; an autopay exists; a credit-card draft for an account that is not card-eligible
 * ('Credit Card Payment Restricted.'); a bank draft for an account flagged noMoreChecks while the rule
 * is enforced ('ECheck Payment Restricted.': doc 3 names "echeck restricted" and "noMoreChecks when
 * enforced for bank draft" as reasons; the account record carries only noMoreChecks for it).
 */
export function draftIneligibility(
  account: DraftAccount,
  {
    draftOption,
    preventPastDue,
    enforceNoMoreChecks,
    messages = draftMessages,
  }: DraftEligibilityOptions,
): { reason: DraftIneligibility; message: string } | undefined {
  if (preventPastDue && (account.pastDueAmount ?? 0) > 0) {
    return { reason: 'pastDue', message: messages.pastDue };
  }
  if (account.autopayExists) return { reason: 'autopayExists', message: messages.autopayExists };
  if (draftOption === 'creditCard' && !account.ccEligible) {
    return { reason: 'cardRestricted', message: messages.cardRestricted };
  }
  if (draftOption === 'bankDraft' && enforceNoMoreChecks && account.noMoreChecks) {
    return { reason: 'echeckRestricted', message: messages.echeckRestricted };
  }
  return undefined;
}

/**
 * How a new draft is submitted (doc 3 §4): a card draft, or a bank draft outside the NACHA flow, is
 * posted to the hosted payment page ('hostedPage'); a NACHA bank draft calls the bank-draft update
 * directly ('bankDraftUpdate').
 */
export function draftSubmission({
  draftOption,
  nacha,
}: {
  draftOption: DraftOption;
  nacha: boolean;
}): 'hostedPage' | 'bankDraftUpdate' {
  return draftOption === 'bankDraft' && nacha ? 'bankDraftUpdate' : 'hostedPage';
}

/** The auto-pay label (doc 1 §9): 'Draft Pay Enrolled', or 'EZ Pay Enrolled' when whecEnabled is on. */
export function autoPayEnrolledLabel(
  whecEnabled: boolean,
  messages: DraftMessages = draftMessages,
): string {
  return whecEnabled ? messages.ezPayEnrolled : messages.draftPayEnrolled;
}

/** The billed-day window of an account (doc 3 §3, §5). */
export interface BilledDayWindow {
  /** The account's billed day of the month (the record's eligible draft date). */
  billedDay: number;
  /** Days before the billed day a draft may fall (allowBeforeBilledDay). */
  allowBeforeBilledDay: number;
  /** Days after the billed day a draft may fall (allowAfterBilledDay). */
  allowAfterBilledDay: number;
}

/**
 * The days of the month a draft may fall on for an account: billedDay - allowBefore to
 * billedDay + allowAfter, kept within 1-28. Doc 3 does not spell the window out; this is how we read
 * allowBeforeBilledDay / allowAfterBilledDay.
 */
export function draftDayWindow(window: BilledDayWindow): { first: number; last: number } {
  return {
    first: Math.max(draftLimits.dayOfMonthMin, window.billedDay - window.allowBeforeBilledDay),
    last: Math.min(draftLimits.dayOfMonthMax, window.billedDay + window.allowAfterBilledDay),
  };
}

const TWO_DIGITS = /^\d{1,2}$/;

/**
 * The first message of a day of the month (doc 3 §5): 1-28 ('Day of the Month must be before 29th';
 * also for 0, empty or not a number: the spec has one text for the range), then within the billed-day
 * window ('Day of the Month must be after X and before Y'). The message names the days just outside
 * the window, as 'before 29th' does for 28: a window of 5-25 reads 'after 4 and before 26'.
 */
export function dayOfMonthMessage(
  value: string | number | null | undefined,
  window?: BilledDayWindow,
  messages: DraftMessages = draftMessages,
): string | undefined {
  const text = String(value ?? '').trim();
  const day = Number(text);
  if (
    !TWO_DIGITS.test(text) ||
    day < draftLimits.dayOfMonthMin ||
    day > draftLimits.dayOfMonthMax
  ) {
    return messages.dayOfMonthRange;
  }
  if (window) {
    const { first, last } = draftDayWindow(window);
    if (day < first || day > last) return messages.dayOfMonthWindow(first - 1, last + 1);
  }
  return undefined;
}

/**
 * The first message of the days after billing (doc 3 §5): 1 to the configured maximum, 2 digits
 * ('Number of Days after billing must be between 1 and N').
 */
export function daysAfterBillingMessage(
  value: string | number | null | undefined,
  maxDaysAfterBilling: number,
  messages: DraftMessages = draftMessages,
): string | undefined {
  const text = String(value ?? '').trim();
  const days = Number(text);
  return TWO_DIGITS.test(text) && days >= 1 && days <= maxDaysAfterBilling
    ? undefined
    : messages.daysAfterBillingRange(maxDaysAfterBilling);
}

/** The first message of a draft start date: a date not before 1990-01-01 (doc 3 §5), or nothing. */
export function draftStartDateMessage(
  value: DateInput | null | undefined,
  messages: DraftMessages = draftMessages,
): string | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const day = toDayNumber(value);
  if (day === undefined) return messages.invalidDate;
  return day < (toDayNumber(draftLimits.minimumStartDate) ?? 0)
    ? messages.startDateTooEarly
    : undefined;
}

/** A financial institution (doc 3 §3). */
export interface FinancialInstitution {
  routingNumber: string;
  name: string;
}

/**
 * The bank name for a routing number (doc 3 §4): the institution's name, or `undefined` when no
 * institution has that number or it is named 'DO NOT USE'.
 */
export function resolveBankName(
  routingNumber: string,
  institutions: readonly FinancialInstitution[],
): string | undefined {
  const routing = routingNumber.trim();
  const institution = institutions.find((entry) => entry.routingNumber.trim() === routing);
  const name = institution?.name.trim();
  if (!name || name.toUpperCase() === draftLimits.doNotUseInstitution) return undefined;
  return name;
}

/**
 * The first message of a routing number (doc 3 §5): required; 9 digits, not zero and resolving to a
 * bank name when the institutions are given ('Please enter valid routing number.'). A 'DO NOT USE'
 * institution resolves to no name, so its number is not valid.
 */
export function routingNumberMessage(
  value: string,
  institutions: readonly FinancialInstitution[] | undefined,
  messages: DraftMessages = draftMessages,
): string | undefined {
  const routing = value.trim();
  if (routing === '') return messages.routingNumberRequired;
  if (!/^\d{9}$/.test(routing) || Number(routing) === 0) return messages.routingNumberInvalid;
  if (institutions && resolveBankName(routing, institutions) === undefined) {
    return messages.routingNumberInvalid;
  }
  return undefined;
}

/** The first message of a bank account number (doc 3 §5): required, digits only, 4-18 digits. */
export function bankAccountNumberMessage(
  value: string,
  messages: DraftMessages = draftMessages,
): string | undefined {
  const number = value.trim();
  if (number === '') return messages.bankAccountRequired;
  if (!/^\d+$/.test(number)) return messages.bankAccountInvalid;
  if (
    number.length < draftLimits.bankAccountMinLength ||
    number.length > draftLimits.bankAccountMaxLength
  ) {
    return messages.bankAccountLength;
  }
  return undefined;
}

/** An empty bank form: what changing the draft option leaves (doc 3 §4). */
export function emptyBankForm() {
  return {
    accountType: defaultBankAccountType,
    bankAccountNumber: '',
    confirmBankAccountNumber: '',
    bankTransitNumber: '',
    bankName: '',
  };
}

/** The settings of one account's panel (doc 3 §3 draft form). */
export interface DraftAccountSetup {
  accountNumber: string;
  draftMethod: DraftMethod;
  dayOfMonth?: string | number | null;
  daysAfter?: string | number | null;
  draftStartDate?: DateInput | null;
  /** The account's billed-day window; without it only 1-28 is checked. */
  window?: BilledDayWindow | null;
}

export interface DraftSetupOptions {
  draftOption: DraftOption;
  /** The bank draft goes through the NACHA flow: the bank form is filled in on this page. */
  nacha: boolean;
  /** The configured maximum of days after billing. */
  maxDaysAfterBilling: number;
  /** The financial institutions list, to resolve routing numbers; unchecked when not given. */
  institutions?: readonly FinancialInstitution[];
  messages?: DraftMessages;
}

/** The message of one account's panel, or `undefined` (doc 3 §5). */
export function draftAccountMessage(
  setup: DraftAccountSetup,
  maxDaysAfterBilling: number,
  messages: DraftMessages = draftMessages,
): { field: 'dayOfMonth' | 'daysAfter' | 'draftStartDate'; message: string } | undefined {
  if (setup.draftMethod === 'DAY_OF_MONTH') {
    const message = dayOfMonthMessage(setup.dayOfMonth, setup.window ?? undefined, messages);
    if (message !== undefined) return { field: 'dayOfMonth', message };
  }
  if (setup.draftMethod === 'DAYS_AFTER_BILLING') {
    const message = daysAfterBillingMessage(setup.daysAfter, maxDaysAfterBilling, messages);
    if (message !== undefined) return { field: 'daysAfter', message };
  }
  const startMessage = draftStartDateMessage(setup.draftStartDate, messages);
  if (startMessage !== undefined) return { field: 'draftStartDate', message: startMessage };
  return undefined;
}

/**
 * Setup New Draft (doc 3 §5):
 * - at least one account ticked ('Please select an account to add a draft.');
 * - each ticked account's panel: day of month 1-28 and within its billed-day window, or days after
 *   billing 1..max; its message is on `accounts.{i}.{field}`, and the first invalid account also
 *   gives 'Account: {n} {message}' on `accounts`;
 * - bank draft through NACHA: bank account 4-18 digits and its confirmation, routing number (9 digits,
 *   not zero, resolving to a bank), bank name (required, at most 256), account type (Checking unless
 *   chosen);
 * - the authorize checkbox ('Please check the authorize checkbox to submit your draft.').
 * Submit is enabled only when this passes (doc 3 §4).
 */
export function createDraftSetupSchema({
  draftOption,
  nacha,
  maxDaysAfterBilling,
  institutions,
  messages = draftMessages,
}: DraftSetupOptions) {
  const account = z.object({
    accountNumber: formText(),
    draftMethod: z.enum(draftMethods),
    dayOfMonth: z.nullish(z.union([z.string(), z.number()])),
    daysAfter: z.nullish(z.union([z.string(), z.number()])),
    draftStartDate: formDate(),
    window: z.nullish(
      z.object({
        billedDay: z.number(),
        allowBeforeBilledDay: z.number(),
        allowAfterBilledDay: z.number(),
      }),
    ),
  });
  const bankForm = draftOption === 'bankDraft' && nacha;
  return z
    .object({
      accounts: z.pipe(
        z.nullish(z.array(account)),
        z.transform((list) => list ?? []),
      ),
      accountType: z.pipe(
        z.nullish(z.enum(bankAccountTypes)),
        z.transform((value) => value ?? defaultBankAccountType),
      ),
      bankAccountNumber: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
      confirmBankAccountNumber: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
      bankTransitNumber: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
      bankName: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
      draftAuthorize: formCheckbox(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.accounts.length === 0)
          addFieldIssue(ctx, ['accounts'], messages.accountRequired);
        let first = true;
        values.accounts.forEach((setup, index) => {
          const found = draftAccountMessage(setup, maxDaysAfterBilling, messages);
          if (found === undefined) return;
          if (first) {
            addFieldIssue(
              ctx,
              ['accounts'],
              messages.accountMessage(setup.accountNumber, found.message),
            );
            first = false;
          }
          addFieldIssue(ctx, ['accounts', index, found.field], found.message);
        });
        if (bankForm) {
          addFieldIssue(
            ctx,
            ['bankAccountNumber'],
            bankAccountNumberMessage(values.bankAccountNumber, messages),
          );
          addFieldIssue(
            ctx,
            ['confirmBankAccountNumber'],
            values.confirmBankAccountNumber === ''
              ? messages.confirmBankAccountRequired
              : values.confirmBankAccountNumber !== values.bankAccountNumber
                ? messages.bankAccountMismatch
                : undefined,
          );
          addFieldIssue(
            ctx,
            ['bankTransitNumber'],
            routingNumberMessage(values.bankTransitNumber, institutions, messages),
          );
          addFieldIssue(
            ctx,
            ['bankName'],
            values.bankName === ''
              ? messages.bankNameRequired
              : values.bankName.length > draftLimits.bankNameMaxLength
                ? messages.tooLong(draftLimits.bankNameMaxLength)
                : undefined,
          );
        }
        if (!values.draftAuthorize)
          addFieldIssue(ctx, ['draftAuthorize'], messages.authorizeRequired);
      }),
    );
}

/** One account of a draft request (doc 3 §3). */
export interface DraftRequestAccount {
  accountNumber: string;
  action: 'ADD' | 'REMOVE';
  draftMethod: DraftMethod | null;
  /** The day of the month, or the days after billing, by method; null otherwise. */
  draftDay: number | null;
  /** yyyy-MM-dd, or null. */
  draftStartDate: string | null;
}

/** The draft request of a set-up account (doc 3 §3). */
export function draftRequestAccount(setup: DraftAccountSetup): DraftRequestAccount {
  const day =
    setup.draftMethod === 'DAY_OF_MONTH'
      ? setup.dayOfMonth
      : setup.draftMethod === 'DAYS_AFTER_BILLING'
        ? setup.daysAfter
        : null;
  const start = toDayNumber(setup.draftStartDate);
  return {
    accountNumber: setup.accountNumber,
    action: 'ADD',
    draftMethod: setup.draftMethod,
    draftDay: day == null || String(day).trim() === '' ? null : Number(day),
    draftStartDate: start === undefined ? null : isoFromDayNumber(start),
  };
}

/** The draft request of an account whose draft is removed (doc 3 §3). */
export function draftRemovalAccount(accountNumber: string): DraftRequestAccount {
  return {
    accountNumber,
    action: 'REMOVE',
    draftMethod: null,
    draftDay: null,
    draftStartDate: null,
  };
}

/**
 * The draft options offered (doc 3 §6): credit card where the site allows credit draft, bank draft
 * where it allows bank draft. None: drafts are not allowed and the page says so.
 */
export function availableDraftOptions(configuration: {
  allowCreditDraft?: boolean | null;
  allowBankDraft?: boolean | null;
}): DraftOption[] {
  const options: DraftOption[] = [];
  if (configuration.allowCreditDraft) options.push('creditCard');
  if (configuration.allowBankDraft) options.push('bankDraft');
  return options;
}

/**
 * The billed-day window of a draft account record (doc 3 §3): its billed day is the day of the month
 * of its eligible draft date; none when the record lacks the date or either allowance.
 */
export function billedDayWindow(
  account: Pick<DraftAccount, 'eligibleDraftDate' | 'allowBeforeBilledDay' | 'allowAfterBilledDay'>,
): BilledDayWindow | undefined {
  const { eligibleDraftDate: date, allowBeforeBilledDay, allowAfterBilledDay } = account;
  const dayNumber = typeof date === 'string' ? toDayNumber(date) : undefined;
  const billedDay =
    typeof date === 'number' ? date : dayNumber === undefined ? undefined : dayParts(dayNumber).day;
  if (billedDay === undefined || allowBeforeBilledDay == null || allowAfterBilledDay == null) {
    return undefined;
  }
  return { billedDay, allowBeforeBilledDay, allowAfterBilledDay };
}

/** The forwarding message beside the authorize checkbox (doc 3 §9): its own wording for MERIDIAN. */
export function draftForwardingMessage(
  paymentProcessor: string | null | undefined,
  messages: DraftMessages = draftMessages,
): string {
  return paymentProcessor?.trim().toUpperCase() === 'MERIDIAN'
    ? messages.forwardingMeridian
    : messages.forwarding;
}

/** What the page calls drafts (doc 1 §2.2): 'EZ Pay' where whecEnabled is on, else 'Draft'. */
export function draftHelpTitle(
  whecEnabled: boolean | null | undefined,
  messages: DraftMessages = draftMessages,
): string {
  return whecEnabled ? messages.ezPayHelpTitle : messages.draftHelpTitle;
}

/** The initiate-payment answer the hosted card page's form is built from (doc 3 §3). */
export interface DraftInitiation {
  clientId: string;
  transNo: string;
  securityToken: string;
}

/**
 * The form posted to the hosted card page for a draft set-up (doc 3 §7): the transaction as custom
 * data, the client id, member-account pairs ('member:account', comma separated), the accounts
 * (comma separated), the postback flag (always on), the echeck flag (on for a bank draft), the
 * return and cancel URLs, the accepted card codes (VI, MC, AX, DI by the payment settings; none
 * for a bank draft) and the security token.
 */
export function buildHostedDraftForm({
  initiation,
  memberNumber,
  accountNumbers,
  draftOption,
  returnUrl,
  cancelUrl,
  acceptedCardTypes,
}: {
  initiation: DraftInitiation;
  memberNumber: string;
  accountNumbers: readonly string[];
  draftOption: DraftOption;
  returnUrl: string;
  cancelUrl: string;
  /** The comma list of accepted card codes (`acceptedCardTypes` of the payment settings). */
  acceptedCardTypes: string;
}): Record<string, string> {
  const bank = draftOption === 'bankDraft';
  return {
    CustomData: initiation.transNo,
    ClientId: initiation.clientId,
    MemberAccountPairs: accountNumbers.map((account) => `${memberNumber}:${account}`).join(','),
    Accounts: accountNumbers.join(','),
    IsPostbackRequired: 'true',
    EnableECheck: String(bank),
    HostedCCReturn: returnUrl,
    HostedCCCancel: cancelUrl,
    AcceptedCreditCardTypes: bank ? '' : acceptedCardTypes,
    SecurityToken: initiation.securityToken,
  };
}

/**
 * A draft's day as the Accounts tab shows it (doc 3 §2.2): the day of the month or days after
 * billing as a number, or the method's name (e.g. 'When Billed') when the record holds a method.
 */
export function draftDayText(
  draftDay: number | string | null | undefined,
  messages: DraftMessages = draftMessages,
): string {
  if (draftDay == null || String(draftDay).trim() === '') return '';
  const text = String(draftDay).trim();
  return (draftMethods as readonly string[]).includes(text)
    ? messages.methodLabels[text as DraftMethod]
    : text;
}
