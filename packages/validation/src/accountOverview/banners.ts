import { formatDate, formatDateTime } from '../i18n/format';
import type { DateInput } from '../shared/dates';
import { formatCurrency } from '../shared/money';
import { isStatus, textOf, type OverviewAccount } from './account';
import { isArrangementOverdue } from './accountOverview';
import { accountOverviewMessages, type AccountOverviewMessages } from './messages';

/** The overview's banners, in the order doc 2 §2.1 lists them. */
export const overviewBannerIds = [
  'statement',
  'prepaidDisconnect',
  'capitalCreditRefund',
  'capitalCreditFileNotFound',
  'cutoff',
  'returnedItems',
  'outage',
  'arrangement',
  'arrangementOverdue',
] as const;

export type OverviewBannerId = (typeof overviewBannerIds)[number];

/** A banner of the overview: its tone, an optional bold title and its lines of text. */
export interface OverviewBanner {
  id: OverviewBannerId;
  tone: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  lines: string[];
}

export interface OverviewBannersInput {
  account: OverviewAccount;
  /** The capital credit PDF was asked for and could not be opened. */
  capitalCreditFileMissing?: boolean;
  /** Today (tests, a server's business date); the local day by default. */
  today?: DateInput;
  messages?: AccountOverviewMessages;
}

/**
 * The overview's banners (doc 2 §2.1, §8), in the spec's order:
 * 1. the statement heading and bill messages;
 * 2. the prepaid disconnect alert — a prepaid account without returned items;
 * 3. the capital credit refund message;
 * 4. 'Capital Credit File not found.' — after the capital credit PDF failed to open;
 * 5. the cutoff message — only for a Past Due account that is not prepaid and has no returned items;
 * 6. the returned-items alert;
 * 7. the active-outage alert with the estimated restoration time, or 'not yet known';
 * 8. the arrangement note, when present;
 * 9. the overdue-arrangement warning — the next payment was due before today.
 * A banner whose text is missing or blank is left out. The restoration time, the amount and the
 * due date in the texts are written for `locale` (US English when omitted).
 */
export function overviewBanners(
  {
    account,
    capitalCreditFileMissing = false,
    today,
    messages = accountOverviewMessages,
  }: OverviewBannersInput,
  locale?: string,
): OverviewBanner[] {
  const banners: OverviewBanner[] = [];
  const returnedItems = Boolean(account.activeReturnedItems);
  const prepaid = Boolean(account.isPrepaidAccount);

  const heading = textOf(account.statementHeadingMessage);
  const billMessages = (account.billMessages ?? []).flatMap((text) => textOf(text) ?? []);
  if (heading || billMessages.length > 0) {
    banners.push({
      id: 'statement',
      tone: 'info',
      ...(heading ? { title: heading } : {}),
      lines: billMessages,
    });
  }

  const prepaidAlert = textOf(account.prepaidDisconnectAlert);
  if (prepaid && !returnedItems && prepaidAlert) {
    banners.push({ id: 'prepaidDisconnect', tone: 'warning', lines: [prepaidAlert] });
  }

  const refund = textOf(account.capitalCreditRefundMessage);
  if (refund) banners.push({ id: 'capitalCreditRefund', tone: 'success', lines: [refund] });

  if (capitalCreditFileMissing) {
    banners.push({
      id: 'capitalCreditFileNotFound',
      tone: 'error',
      lines: [messages.capitalCreditFileNotFound],
    });
  }

  const cutoff = textOf(account.cutOffMsg);
  if (cutoff && isStatus(account.derivedStatus, 'Past Due') && !prepaid && !returnedItems) {
    banners.push({ id: 'cutoff', tone: 'warning', lines: [cutoff] });
  }

  if (returnedItems) {
    banners.push({ id: 'returnedItems', tone: 'warning', lines: [messages.returnedItems] });
  }

  if (isOutageActive(account)) {
    const restoration =
      formatDateTime(account.estimatedTimeOfRestoration, locale) ?? messages.restorationNotYetKnown;
    banners.push({ id: 'outage', tone: 'warning', lines: [messages.outageActive(restoration)] });
  }

  const arrangement = account.arrangement;
  const notation = textOf(arrangement?.arrangementNotation);
  if (notation) banners.push({ id: 'arrangement', tone: 'info', lines: [notation] });
  if (arrangement && isArrangementOverdue(arrangement.nextPaymentDueDate, today)) {
    banners.push({
      id: 'arrangementOverdue',
      tone: 'warning',
      lines: [
        messages.arrangementOverdue(
          formatCurrency(arrangement.nextPaymentAmount, locale),
          formatDate(arrangement.nextPaymentDueDate, locale) ?? '',
        ),
      ],
    });
  }

  return banners;
}

/** An outage is active at the account's location when the server says 'Y' (doc 2 §4). */
export function isOutageActive(account: Pick<OverviewAccount, 'outageStatus'>): boolean {
  return (account.outageStatus ?? '').trim().toUpperCase() === 'Y';
}
