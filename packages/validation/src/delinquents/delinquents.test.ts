import { describe, expect, it } from 'vitest';
import { delinquentMessages, delinquentPdfQuery, dotNetTicks, hasDelinquentPdf } from './index';

describe('doc 3 §7 the delinquent PDF request', () => {
  it('sends the time as .NET ticks: 0 ms is 621355968000000000, one ms is 10000 ticks', () => {
    expect(dotNetTicks(0)).toBe('621355968000000000');
    expect(dotNetTicks(1)).toBe('621355968000010000');
    // DateTime(2026, 11, 27, 12, 0, 0, DateTimeKind.Utc).Ticks
    expect(dotNetTicks(new Date(Date.UTC(2026, 10, 27, 12, 0, 0)))).toBe('639313776000000000');
  });

  it('asks for the view URL with the ticks and the processed date; nothing without a view URL', () => {
    const at = Date.UTC(2026, 0, 1);
    expect(
      delinquentPdfQuery(
        {
          delinquentViewUrl: ' delinquents/1000001/2026-08-27.pdf ',
          delinquentProcessedDate: '2026-09-21',
        },
        at,
      ),
    ).toEqual({
      delinquentViewUrl: 'delinquents/1000001/2026-08-27.pdf',
      ticks: dotNetTicks(at),
      delinquentProcessedDate: '2026-09-21',
    });
    expect(delinquentPdfQuery({ delinquentViewUrl: 'a.pdf' }, at)).toEqual({
      delinquentViewUrl: 'a.pdf',
      ticks: dotNetTicks(at),
    });
    expect(delinquentPdfQuery({ delinquentViewUrl: null }, at)).toBeUndefined();
  });
});

describe('doc 3 §2.6 Delinquent History', () => {
  it('hides the PDF button without a view URL', () => {
    expect(hasDelinquentPdf({ delinquentViewUrl: 'x.pdf' })).toBe(true);
    expect(hasDelinquentPdf({ delinquentViewUrl: '  ' })).toBe(false);
    expect(hasDelinquentPdf({})).toBe(false);
  });

  it('words its messages as the spec does', () => {
    expect(delinquentMessages).toEqual({
      noDelinquents: 'There are no delinquents available.',
      loadFailed:
        'We are unable to process your request at this time. Please contact customer support.',
      fileNotFound: 'Delinquent File not found.',
    });
  });
});
