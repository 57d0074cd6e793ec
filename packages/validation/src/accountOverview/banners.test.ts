import { describe, expect, it } from 'vitest';
import {
  accountOverviewMessages,
  overviewBannerIds,
  overviewBanners,
  type OverviewAccount,
} from './index';

const TODAY = '2026-05-15';

const base: OverviewAccount = {
  accountNumber: '1000001',
  derivedStatus: 'Current',
  isPrepaidAccount: false,
  activeReturnedItems: false,
  outageStatus: 'N',
};

const ids = (account: Partial<OverviewAccount>, capitalCreditFileMissing = false) =>
  overviewBanners({ account: { ...base, ...account }, capitalCreditFileMissing, today: TODAY }).map(
    (banner) => banner.id,
  );

const banner = (account: Partial<OverviewAccount>, id: string) =>
  overviewBanners({ account: { ...base, ...account }, today: TODAY }).find((b) => b.id === id);

describe('doc 2 §2.1 overview banners', () => {
  it('shows none for a plain current account', () => {
    expect(ids({})).toEqual([]);
  });

  it('shows the statement heading as the title and each bill message as a line', () => {
    expect(
      banner(
        {
          statementHeadingMessage: ' Your statement is ready. ',
          billMessages: ['Annual meeting', ' '],
        },
        'statement',
      ),
    ).toEqual({
      id: 'statement',
      tone: 'info',
      title: 'Your statement is ready.',
      lines: ['Annual meeting'],
    });
    expect(banner({ billMessages: ['Only a message'] }, 'statement')).toEqual({
      id: 'statement',
      tone: 'info',
      lines: ['Only a message'],
    });
    expect(ids({ statementHeadingMessage: '  ', billMessages: [] })).toEqual([]);
  });

  describe('the prepaid disconnect alert: a prepaid account without returned items', () => {
    const alert = { prepaidDisconnectAlert: 'Your prepaid balance is low.' };
    it.each([
      [{ isPrepaidAccount: true }, true],
      [{ isPrepaidAccount: true, activeReturnedItems: true }, false],
      [{ isPrepaidAccount: false }, false],
      [{ isPrepaidAccount: true, prepaidDisconnectAlert: ' ' }, false],
    ])('%j → shown %s', (account, shown) => {
      expect(ids({ ...alert, ...account }).includes('prepaidDisconnect')).toBe(shown);
    });
  });

  it('shows the capital credit refund message', () => {
    expect(
      banner({ capitalCreditRefundMessage: 'A refund of $42.17' }, 'capitalCreditRefund'),
    ).toEqual({
      id: 'capitalCreditRefund',
      tone: 'success',
      lines: ['A refund of $42.17'],
    });
  });

  it('shows ‘Capital Credit File not found.’ once the capital credit PDF failed', () => {
    expect(ids({})).not.toContain('capitalCreditFileNotFound');
    const [shown] = overviewBanners({ account: base, capitalCreditFileMissing: true });
    expect(shown).toEqual({
      id: 'capitalCreditFileNotFound',
      tone: 'error',
      lines: ['Capital Credit File not found.'],
    });
  });

  describe('the cutoff message: only a Past Due account, not prepaid, without returned items', () => {
    const cutoff = { cutOffMsg: 'Pay before the cutoff date.' };
    it.each([
      [{ derivedStatus: 'Past Due' }, true],
      [{ derivedStatus: ' past due ' }, true],
      [{ derivedStatus: 'Current' }, false],
      [{ derivedStatus: 'Pending Disconnect' }, false],
      [{ derivedStatus: 'Past Due', isPrepaidAccount: true }, false],
      [{ derivedStatus: 'Past Due', activeReturnedItems: true }, false],
      [{ derivedStatus: 'Past Due', cutOffMsg: null }, false],
    ])('%j → shown %s', (account, shown) => {
      expect(ids({ ...cutoff, ...account }).includes('cutoff')).toBe(shown);
    });

    it('is the account’s own cutoff message', () => {
      expect(banner({ ...cutoff, derivedStatus: 'Past Due' }, 'cutoff')?.lines).toEqual([
        'Pay before the cutoff date.',
      ]);
    });
  });

  it('shows the returned-items alert for an account with active returned items', () => {
    expect(banner({ activeReturnedItems: true }, 'returnedItems')?.lines).toEqual([
      accountOverviewMessages.returnedItems,
    ]);
  });

  describe('the active-outage alert', () => {
    it('gives the estimated restoration time', () => {
      expect(
        banner({ outageStatus: 'Y', estimatedTimeOfRestoration: '2026-05-15T17:30:00' }, 'outage')
          ?.lines,
      ).toEqual([
        'There is an active outage at this service location. Estimated restoration time: 05/15/2026 5:30 PM.',
      ]);
    });

    it('says ‘not yet known’ without one', () => {
      expect(
        banner({ outageStatus: 'Y', estimatedTimeOfRestoration: null }, 'outage')?.lines,
      ).toEqual([
        'There is an active outage at this service location. Estimated restoration time: not yet known.',
      ]);
    });

    it.each([['N'], [null], ['']])('is not shown for outage status %j', (outageStatus) => {
      expect(ids({ outageStatus })).not.toContain('outage');
    });
  });

  describe('the arrangement', () => {
    const arrangement = (nextPaymentDueDate: string) => ({
      hasArrangement: true,
      arrangement: {
        arrangementNotation: 'Payment arrangement: $50.00 per month.',
        arrangementBalance: 150,
        nextPaymentAmount: 50,
        nextPaymentDueDate,
      },
    });

    it('shows its note, and no warning while the next payment is not overdue', () => {
      expect(ids(arrangement('2026-05-15'))).toEqual(['arrangement']);
      expect(banner(arrangement('2026-05-20'), 'arrangement')?.lines).toEqual([
        'Payment arrangement: $50.00 per month.',
      ]);
    });

    it('warns when the next payment was due before today', () => {
      expect(banner(arrangement('2026-05-12'), 'arrangementOverdue')).toEqual({
        id: 'arrangementOverdue',
        tone: 'warning',
        lines: [
          'Your arrangement payment of $50.00 was due on 05/12/2026 and has not been received.',
        ],
      });
    });
  });

  it('keeps the spec’s order when every banner shows', () => {
    const shown = overviewBanners({
      account: {
        ...base,
        statementHeadingMessage: 'Heading',
        capitalCreditRefundMessage: 'Refund',
        outageStatus: 'Y',
        derivedStatus: 'Past Due',
        cutOffMsg: 'Cutoff',
        arrangement: {
          arrangementNotation: 'Note',
          arrangementBalance: 1,
          nextPaymentAmount: 1,
          nextPaymentDueDate: '2026-05-01',
        },
      },
      capitalCreditFileMissing: true,
      today: TODAY,
    }).map((b) => b.id);
    expect(shown).toEqual([
      'statement',
      'capitalCreditRefund',
      'capitalCreditFileNotFound',
      'cutoff',
      'outage',
      'arrangement',
      'arrangementOverdue',
    ]);
    // A prepaid account with returned items: its own banners, in the same order.
    const prepaid = overviewBanners({
      account: {
        ...base,
        isPrepaidAccount: true,
        prepaidDisconnectAlert: 'Low',
        activeReturnedItems: true,
      },
    }).map((b) => b.id);
    expect(prepaid).toEqual(['returnedItems']);
    expect(overviewBannerIds.indexOf('prepaidDisconnect')).toBe(1);
  });

  it('takes a co-op’s own wording', () => {
    const [shown] = overviewBanners({
      account: { ...base, activeReturnedItems: true },
      messages: { ...accountOverviewMessages, returnedItems: 'Returned items on file.' },
    });
    expect(shown?.lines).toEqual(['Returned items on file.']);
  });
});
