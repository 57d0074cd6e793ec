import { toDayNumber } from '../shared/dates';
import { serviceRequestMessages, type ServiceRequestMessages } from './messages';

/** A past service request as the history reads it (doc 3 §3 service order). */
export interface ServiceOrderRecord {
  description: string;
  creation: string;
  soNumber: string;
  /** The review status: a boolean, or a word the back end chose ('Y', 'N', 'Reviewed'…). */
  reviewed: boolean | string;
}

/** The history table (doc 3 §9): 5 requests a page; the member may choose 5, 10, 25, 50 or 100. */
export const serviceRequestHistoryPaging = {
  pageSize: 5,
  pageSizeOptions: [5, 10, 25, 50, 100],
} as const;

const REVIEWED = new Set(['true', 'y', 'yes', 'reviewed', '1']);
const PENDING = new Set(['false', 'n', 'no', 'pending', 'not reviewed', '0', '']);

/**
 * The Review Status column in words (doc 3 §2.5, §3: the status is a boolean or a string): true
 * and the usual yes-words ('Y', 'Yes', 'true', 'Reviewed', '1') read 'Reviewed'; false and the
 * no-words ('N', 'No', 'false', '0', an empty string) read 'Pending review'; any other word the
 * back end sends ('In progress') is shown as it is.
 */
export function reviewStatusLabel(
  reviewed: boolean | string | null | undefined,
  messages: Pick<ServiceRequestMessages, 'reviewed' | 'pendingReview'> = serviceRequestMessages,
): string {
  if (reviewed === true) return messages.reviewed;
  if (reviewed === false || reviewed === null || reviewed === undefined) {
    return messages.pendingReview;
  }
  const word = reviewed.trim().toLowerCase();
  if (REVIEWED.has(word)) return messages.reviewed;
  if (PENDING.has(word)) return messages.pendingReview;
  return reviewed.trim();
}

/**
 * The history's rows, newest request first (by creation day; requests of one day keep the order
 * the server gave, which puts a request just filed on top). A request whose day cannot be read goes
 * last.
 */
export function serviceRequestHistoryRows<T extends ServiceOrderRecord>(orders: readonly T[]): T[] {
  const day = (order: T) => toDayNumber(order.creation) ?? Number.NEGATIVE_INFINITY;
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => day(b.order) - day(a.order) || a.index - b.index)
    .map(({ order }) => order);
}
