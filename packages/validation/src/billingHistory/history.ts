import { type DateInput, toDayNumber } from '../shared/dates';

/** A payment history item (doc 2 §3). */
export interface PaymentHistoryItem {
  paymentAmount: number;
  paymentDate: string;
}

/** A billing history item (doc 2 §3); the prepaid fields only for prepaid accounts. */
export interface BillingHistoryItem {
  billDate: string;
  dueDate?: string | null;
  statementStartDate?: string | null;
  endingBalance: number;
  billType?: string | null;
  billViewUrl?: string | null;
  billViewUrlFileBytes?: string | null;
  prepaidDailyTotal?: number | null;
  prepaidUsageDollars?: number | null;
  prepaidCharges?: number | null;
  prepaidTaxes?: number | null;
}

/** What a combined record is: a payment, or a bill (the API may call it Billing). */
export type HistoryType = 'Payment' | 'Bill' | 'Billing';

/**
 * The combined record (doc 2 §3): amount, historyType and recordDate, plus the bill fields for a
 * bill. The same shape as the API contract's `historyRecordSchema`.
 */
export interface HistoryRecord extends Partial<BillingHistoryItem> {
  amount: number;
  historyType: HistoryType;
  recordDate: string;
}

/** Whether a record is a bill (historyType Bill or Billing). */
export function isBillRecord(record: { historyType: HistoryType }): boolean {
  return record.historyType !== 'Payment';
}

/** Days since 1970-01-01 of a record's date; records without a readable date sort as the oldest. */
export function recordDay(record: { recordDate?: DateInput | null }): number {
  return toDayNumber(record.recordDate) ?? Number.NEGATIVE_INFINITY;
}

/**
 * One account's history (doc 2 §3 combined record): each payment as a Payment (amount =
 * paymentAmount, recordDate = paymentDate) and each bill as a Bill with its fields (amount =
 * endingBalance, recordDate = billDate), newest first. The order is stable: records of the same day
 * keep the order they came in, payments before bills; records without a readable date come last.
 */
export function mergeAccountHistory(
  payments: readonly PaymentHistoryItem[],
  bills: readonly BillingHistoryItem[],
): HistoryRecord[] {
  const records: HistoryRecord[] = [
    ...payments.map((payment): HistoryRecord => ({
      amount: payment.paymentAmount,
      historyType: 'Payment',
      recordDate: payment.paymentDate,
    })),
    ...bills.map((bill): HistoryRecord => ({
      ...bill,
      amount: bill.endingBalance,
      historyType: 'Bill',
      recordDate: bill.billDate,
    })),
  ];
  return records
    .map((record, index) => ({ record, index, day: recordDay(record) }))
    .sort((a, b) => b.day - a.day || a.index - b.index)
    .map(({ record }) => record);
}

/**
 * The bill of a given date among an account's bills (a bill link names the account and the bill
 * date, yyyy-MM-dd): the first whose billDate is that day. `undefined` when the date cannot be read
 * or no bill has it.
 */
export function findBill<B extends { billDate: string }>(
  bills: readonly B[],
  billDate: DateInput | null | undefined,
): B | undefined {
  const day = toDayNumber(billDate);
  if (day === undefined) return undefined;
  return bills.find((bill) => toDayNumber(bill.billDate) === day);
}

/** Whether a bill's statement can be shown: it has a statement address (billViewUrl). */
export function hasStatement(bill: { billViewUrl?: string | null } | undefined): boolean {
  return Boolean(bill?.billViewUrl?.trim());
}
