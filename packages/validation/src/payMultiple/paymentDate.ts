import { formatDate } from '../i18n/format';
import type { MessageCatalogue } from '../shared/catalogue';
import { isoFromDayNumber, todayDayNumber, toDayNumber, type DateInput } from '../shared/dates';

/**
 * Wording of the payment date of Pay Multiple Accounts. The spec names the site setting
 * (allowFutureDatedPayments, doc 1 §3) and the scheduled payments it makes (doc 2 §2.8) without the
 * field's wording: all of it is ours.
 */
export const paymentDateMessages = {
  paymentDateLabel: 'Payment Date',
  /** Under the field: the days it accepts. */
  paymentDateHelp: (latest: string) =>
    `Today, or a later day up to ${latest}. A later day schedules the payment for that day.`,
  /** The site allows only today (e.g. an account is past its due date). */
  paymentDateTodayOnly: 'Your payment is made today.',
  paymentDateRequired: 'Please enter a payment date.',
  paymentDateBeforeToday: 'The payment date cannot be before today.',
  paymentDateAfterLatest: (latest: string) => `The payment date must be on or before ${latest}.`,
};

export type PaymentDateMessages = MessageCatalogue<typeof paymentDateMessages>;

/**
 * Days ahead a payment may be scheduled when the co-op sets no limit (configuration key
 * `SCHEDULED_PAYMENT_MAX_DAYS`, a name chosen here: the spec names none).
 */
export const DEFAULT_SCHEDULE_MAX_DAYS = 30;

/**
 * The configured number of days ahead a payment may be scheduled: a whole number from 0 (today
 * only); anything else (unset, blank, negative, not a number) is the default,
 * {@link DEFAULT_SCHEDULE_MAX_DAYS}.
 */
export function scheduleMaxDaysAhead(value: string | number | null | undefined): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : DEFAULT_SCHEDULE_MAX_DAYS;
}

/** The days a payment date may take, as ISO dates and as shown (MM/dd/yyyy in US English). */
export interface PaymentDateLimits {
  earliest: string;
  latest: string;
  /**
   * `latest` as shown: MM/dd/yyyy in US English (doc 1 §9), the locale's own short date in
   * another.
   */
  latestShown: string;
  /** Only today can be chosen. */
  todayOnly: boolean;
}

/**
 * The payment date's limits: from today to the earliest due date among the selected accounts, or
 * today plus the configured days ahead when that comes first. An account without a due date
 * (prepaid, or none on file) sets no limit; an account already past its due date allows only
 * today — a payment is never scheduled after the day it is due. The latest day is written for
 * `locale` (US English when omitted).
 */
export function paymentDateLimits(
  options: {
    dueDates: readonly (DateInput | null | undefined)[];
    maxDaysAhead: number;
    today?: DateInput;
  },
  locale?: string,
): PaymentDateLimits {
  const today = todayDayNumber(options.today);
  const dueDays = options.dueDates
    .map((due) => toDayNumber(due))
    .filter((day): day is number => day !== undefined);
  const latest = Math.max(today, Math.min(today + Math.max(0, options.maxDaysAhead), ...dueDays));
  const latestIso = isoFromDayNumber(latest);
  return {
    earliest: isoFromDayNumber(today),
    latest: latestIso,
    latestShown: formatDate(latestIso, locale) ?? latestIso,
    todayOnly: latest === today,
  };
}

/**
 * What is wrong with a payment date, or `undefined` when it is one of the days the limits allow:
 * a missing or impossible date, a day before today, a day after the latest one.
 */
export function paymentDateError(
  date: DateInput | null | undefined,
  limits: PaymentDateLimits,
  messages: Pick<
    PaymentDateMessages,
    'paymentDateRequired' | 'paymentDateBeforeToday' | 'paymentDateAfterLatest'
  > = paymentDateMessages,
): string | undefined {
  const day = toDayNumber(date);
  if (day === undefined) return messages.paymentDateRequired;
  if (day < (toDayNumber(limits.earliest) ?? day)) return messages.paymentDateBeforeToday;
  if (day > (toDayNumber(limits.latest) ?? day)) {
    return messages.paymentDateAfterLatest(limits.latestShown);
  }
  return undefined;
}

/** Whether a payment date schedules the payment: a day after today (today pays now). */
export function isScheduledPayment(date: DateInput | null | undefined, today?: DateInput): boolean {
  const day = toDayNumber(date);
  return day !== undefined && day > todayDayNumber(today);
}
