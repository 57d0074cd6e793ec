import * as z from 'zod/mini';
import { formatDate, formatNumber } from '../i18n/format';
import {
  type DateInput,
  dayParts,
  isoFromDayNumber,
  toIsoDate,
  todayDayNumber,
  toDayNumber,
  usFromDayNumber,
} from '../shared/dates';
import { formCheckbox, formDate, formText } from '../shared/fields';
import { keepAmount } from '../keyFilters';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { formatAmount, fromCents, parseAmountToCents, toCents } from '../shared/money';
import { roundUpMessages, type RoundUpMessages } from './messages';

ensureEnglishIssueMessages();

/** Operation RoundUp limits (doc 3 §5, §9; doc 2 §9). */
export const roundUpLimits = {
  /** Amount field: at most 11 characters. */
  amountMaxLength: 11,
  /** The largest amount (doc 3 §9: "99999999.99 in one message"). */
  maxAmount: 99999999.99,
  /** The latest expiration date. */
  maxExpiration: '2121-12-31',
  /** The years a typed expiration date may have (doc 3 §5). */
  minExpirationYear: 1800,
  maxExpirationYear: 2099,
} as const;

/** Key entry of the amount: digits and a single decimal point, at most 2 digits after it (amounts
 * are in cents), at most 11 characters (doc 3 §5). */
export function filterRoundUpAmount(value: string): string {
  return keepAmount(value, roundUpLimits.amountMaxLength, 2);
}

/** The amount as submitted: `$` and commas stripped; empty reads as 0. `undefined` when it is not a
 * number. */
export function parseRoundUpAmount(text: string | null | undefined): number | undefined {
  const value = (text ?? '').replace(/[$,]/g, '').trim();
  if (value === '') return 0;
  const cents = parseAmountToCents(value, { allowNegative: true });
  return cents === undefined ? undefined : fromCents(cents);
}

/**
 * The amount as shown on blur: "formatted as currency" (doc 2 §5) with 2 decimals, '0.00' when empty
 * or zero (doc 3 §5): thousands separated, no `$` ("1234.5" → "1,234.50"). Doc 3 strips `$` and commas
 * on submit (`parseRoundUpAmount`), so the field may show them even though typing is limited to
 * digits and one point, 11 characters (`filterRoundUpAmount`). Text that is not a number is left as
 * typed for the rule to report.
 */
export function formatRoundUpAmount(text: string | null | undefined): string {
  const amount = parseRoundUpAmount(text);
  return amount === undefined ? (text ?? '') : formatAmount(amount, { grouping: true });
}

/**
 * The amount as it is edited (when the field takes focus): without the thousands separators of the
 * shown amount ("1,234.50" → "1234.50"), which the key filter would refuse to type around, and
 * empty for a zero amount ("0.00" → ""), so that the amount can be typed straight away (leaving
 * the field empty shows '0.00' again). Text that is not a shown amount is left as it is.
 */
export function roundUpAmountForEditing(text: string | null | undefined): string {
  const value = text ?? '';
  const plain = value.replace(/,/g, '');
  if (filterRoundUpAmount(plain) !== plain) return value;
  return parseRoundUpAmount(plain) === 0 ? '' : plain;
}

/** The maximum as the message writes it: 2 decimals, no grouping, no `$` ("99999999.99"). */
const MAX_AMOUNT_FORMAT: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
};

/**
 * The first message of a round-up amount (doc 3 §5, doc 2 §5), or `undefined`: not a number →
 * 'You must enter valid amount.'; below 0 → 'Please enter an amount greater than or equal to 0.';
 * above the maximum → 'You must enter a payment amount less than 99999999.99.' The maximum is
 * written for `locale` (US English when omitted), as the spec writes it: 2 decimals, no grouping.
 */
export function roundUpAmountMessage(
  text: string | null | undefined,
  maxAmount: number = roundUpLimits.maxAmount,
  messages: RoundUpMessages = roundUpMessages,
  locale?: string,
): string | undefined {
  const amount = parseRoundUpAmount(text);
  if (amount === undefined) return messages.amountInvalid;
  if (amount < 0) return messages.amountNegative;
  if (toCents(amount) > toCents(maxAmount)) {
    return messages.amountTooLarge(
      formatNumber(fromCents(toCents(maxAmount)), locale, MAX_AMOUNT_FORMAT),
    );
  }
  return undefined;
}

export interface ExpirationOptions {
  /** Today (the earliest expiration is tomorrow). The current local day when not given. */
  today?: DateInput;
  /** The latest expiration; 2121-12-31 unless given. */
  maxExpiration?: DateInput;
}

/**
 * The first message of a round-up expiration date (doc 3 §5, doc 2 §5), or `undefined`. Empty means
 * no expiration. A date that cannot be read or whose year is outside 1800-2099 is invalid; before
 * tomorrow → 'You cannot use an expiration date in the past.'; after the maximum → too late, the
 * maximum written for `locale` (US English, MM/dd/yyyy, when omitted).
 */
export function roundUpExpirationMessage(
  value: DateInput | null | undefined,
  { today, maxExpiration = roundUpLimits.maxExpiration }: ExpirationOptions = {},
  messages: RoundUpMessages = roundUpMessages,
  locale?: string,
): string | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const day = toDayNumber(value);
  if (day === undefined) return messages.invalidDate;
  const { year } = dayParts(day);
  if (year < roundUpLimits.minExpirationYear || year > roundUpLimits.maxExpirationYear) {
    return messages.invalidDate;
  }
  if (day < todayDayNumber(today) + 1) return messages.expirationInPast;
  const max = toDayNumber(maxExpiration);
  if (max !== undefined && day > max) {
    const maxIso = isoFromDayNumber(max);
    return messages.dateTooLate(formatDate(maxIso, locale) ?? maxIso);
  }
  return undefined;
}

/** A row of the round-up table (doc 3 §2.3, §3; the My Profile RoundUp tab, doc 2 §2.3). */
export interface RoundUpRow {
  accountNumber: string;
  /** The row's checkbox on the Operation RoundUp page; absent (My Profile tab) counts as ticked. */
  selected?: boolean | null;
  /** The round-up toggle. */
  operationRoundup: boolean;
  /** The RoundUp Plus amount as typed. */
  operationRoundupAmount?: string | null;
  operationRoundupExpiration?: DateInput | null;
}

export interface RoundUpOptions extends ExpirationOptions {
  /** RoundUp Plus is active (PLUSPARTICIPATE): the amount column is used and checked. */
  plusParticipate: boolean;
  /** The largest amount; 99999999.99 unless given (doc 3 §5: "maximum value not shown"). */
  maxAmount?: number;
  messages?: RoundUpMessages;
}

/**
 * The round-up table (doc 3 §5, doc 2 §5). For each ticked row whose toggle is on: the amount (when
 * RoundUp Plus is active) and the expiration. Messages are on `rows.{i}.operationRoundupAmount` and
 * `rows.{i}.operationRoundupExpiration` (use `validateFormByPath`); the amounts and dates in them
 * are written for `locale` (US English when omitted).
 */
export function createRoundUpSchema(
  {
    plusParticipate,
    maxAmount = roundUpLimits.maxAmount,
    messages = roundUpMessages,
    ...expiration
  }: RoundUpOptions,
  locale?: string,
) {
  const row = z
    .object({
      accountNumber: formText(),
      selected: z.nullish(z.boolean()),
      operationRoundup: formCheckbox(),
      operationRoundupAmount: formText(),
      operationRoundupExpiration: formDate(),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.selected === false || !value.operationRoundup) return;
        const amountMessage = plusParticipate
          ? roundUpAmountMessage(value.operationRoundupAmount, maxAmount, messages, locale)
          : undefined;
        if (amountMessage !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['operationRoundupAmount'],
            message: amountMessage,
          });
        }
        const expirationMessage = roundUpExpirationMessage(
          value.operationRoundupExpiration,
          expiration,
          messages,
          locale,
        );
        if (expirationMessage !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['operationRoundupExpiration'],
            message: expirationMessage,
          });
        }
      }),
    );
  return z.object({
    rows: z.pipe(
      z.nullish(z.array(row)),
      z.transform((list) => list ?? []),
    ),
  });
}

/** Proceed is enabled once a row is ticked (doc 3 §2.3). */
export function canProceedWithRoundUp(rows: readonly Pick<RoundUpRow, 'selected'>[]): boolean {
  return rows.some((row) => row.selected === true);
}

/**
 * Ticking or unticking a row (doc 3 §4): ticking makes it editable with its current values;
 * unticking restores the saved values.
 */
export function setRoundUpRowSelected<R extends RoundUpRow>(
  row: R,
  selected: boolean,
  saved: R,
): R {
  return selected ? { ...row, selected: true } : { ...saved, selected: false };
}

/** One item of the round-up update (doc 3 §3). */
export interface RoundUpUpdateItem {
  accountNumber: string;
  isRoundUp: boolean;
  amount: number | null;
  /** MM/dd/yyyy, or null. */
  expireDate: string | null;
}

/**
 * The round-up update (doc 3 §3, §7) for the ticked rows: amount (`$` and commas stripped) when the
 * toggle is on and RoundUp Plus is active, else null; the expiration as MM/dd/yyyy when the toggle
 * is on and a date is set, else null.
 */
export function buildRoundUpUpdate(
  rows: readonly RoundUpRow[],
  { plusParticipate }: { plusParticipate: boolean },
): RoundUpUpdateItem[] {
  return rows
    .filter((row) => row.selected !== false)
    .map((row) => {
      const on = row.operationRoundup;
      const expiration = on ? toDayNumber(row.operationRoundupExpiration) : undefined;
      return {
        accountNumber: row.accountNumber,
        isRoundUp: on,
        amount:
          on && plusParticipate ? (parseRoundUpAmount(row.operationRoundupAmount) ?? 0) : null,
        expireDate: expiration === undefined ? null : usFromDayNumber(expiration),
      };
    });
}

/** What a row's fields accept (doc 3 §4). */
export interface RoundUpRowEditing {
  /** The round-up toggle can be changed. */
  roundUp: boolean;
  /** The amount and the expiration date can be changed. */
  details: boolean;
}

/**
 * Which fields of a row can be changed (doc 3 §4): on the Operation RoundUp page (`selectable`) only
 * a ticked row is editable; on the My Profile tab every row is. The toggle enables the amount and
 * the expiration date: while it is off they cannot be changed.
 */
export function roundUpRowEditing(
  row: Pick<RoundUpRow, 'selected' | 'operationRoundup'>,
  { selectable }: { selectable: boolean },
): RoundUpRowEditing {
  const editable = !selectable || row.selected === true;
  return { roundUp: editable, details: editable && row.operationRoundup };
}

/**
 * Select-all (doc 3 §2.3): ticks every row, or unticks every row and restores each one's saved
 * values (found by account number; a row without saved values keeps its own).
 */
export function setAllRoundUpRowsSelected<R extends RoundUpRow>(
  rows: readonly R[],
  selected: boolean,
  savedRows: readonly R[],
): R[] {
  const saved = new Map(savedRows.map((row) => [row.accountNumber, row]));
  return rows.map((row) =>
    setRoundUpRowSelected(row, selected, saved.get(row.accountNumber) ?? row),
  );
}

/** The state of the select-all box: every row ticked, some, or none. */
export function roundUpSelection(
  rows: readonly Pick<RoundUpRow, 'selected'>[],
): 'all' | 'some' | 'none' {
  const ticked = rows.filter((row) => row.selected === true).length;
  if (ticked === 0) return 'none';
  return ticked === rows.length ? 'all' : 'some';
}

/** An account of the member details (doc 2 §3) as the round-up table reads it. */
export interface RoundUpMemberAccount {
  accountNumber: string;
  accountType?: string | null;
  address?: string | null;
  operationRoundup: boolean;
  operationRoundupAmount?: number | null;
  /** An ISO date or date-time, or nothing. */
  operationRoundupExpiration?: string | null;
}

/**
 * A row of the round-up table (doc 3 §2.3, §3 round-up account and row fields) as a form edits it:
 * the amount as text, the expiration as "yyyy-MM-dd" or null.
 */
export interface RoundUpTableRow extends RoundUpRow {
  accountType: string;
  address: string;
  operationRoundupAmount: string;
  operationRoundupExpiration: string | null;
}

/**
 * The round-up table's rows from the member details' accounts (doc 2 §3), shared by the My Profile
 * tab and the Operation RoundUp page: the amount with 2 decimals as it shows after leaving the
 * field ('0.00' when missing or zero, "1,234.50"), the expiration as "yyyy-MM-dd" (null when
 * missing or not a date). On the page (`selectable`) every row starts unticked.
 */
export function roundUpTableRows(
  accounts: readonly RoundUpMemberAccount[],
  { selectable = false }: { selectable?: boolean } = {},
): RoundUpTableRow[] {
  return accounts.map((account) => ({
    accountNumber: account.accountNumber,
    accountType: account.accountType ?? '',
    address: account.address ?? '',
    ...(selectable ? { selected: false } : {}),
    operationRoundup: account.operationRoundup,
    operationRoundupAmount: formatAmount(account.operationRoundupAmount ?? 0, { grouping: true }),
    operationRoundupExpiration: toIsoDate(account.operationRoundupExpiration) ?? null,
  }));
}
