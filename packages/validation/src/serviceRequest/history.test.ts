import { describe, expect, it } from 'vitest';
import { reviewStatusLabel, serviceRequestHistoryPaging, serviceRequestHistoryRows } from './index';

describe('doc 3 §2.5, §3 Service request history: Review Status in words', () => {
  it.each([
    [true, 'Reviewed'],
    [false, 'Pending review'],
    ['Y', 'Reviewed'],
    ['yes', 'Reviewed'],
    [' Reviewed ', 'Reviewed'],
    ['true', 'Reviewed'],
    ['N', 'Pending review'],
    ['false', 'Pending review'],
    ['', 'Pending review'],
    [null, 'Pending review'],
    ['In progress', 'In progress'],
  ])('%j → %s', (reviewed, label) => {
    expect(reviewStatusLabel(reviewed)).toBe(label);
  });

  it('takes a co-op’s own words', () => {
    expect(reviewStatusLabel(true, { reviewed: 'Done', pendingReview: 'Waiting' })).toBe('Done');
    expect(reviewStatusLabel('N', { reviewed: 'Done', pendingReview: 'Waiting' })).toBe('Waiting');
  });
});

describe('doc 3 §2.5, §9 Service request history: order and paging', () => {
  const order = (soNumber: string, creation: string) => ({
    description: 'Meter re-read',
    creation,
    soNumber,
    reviewed: false,
  });

  it('newest first; one day keeps the server’s order (a request just filed on top); unreadable days last', () => {
    const rows = serviceRequestHistoryRows([
      order('SO-1', '2025-01-10'),
      order('SO-2', 'soon'),
      order('SO-3', '2025-03-02T10:00:00'),
      order('SO-4', '2025-03-02'),
      order('SO-5', '2024-12-31'),
    ]);
    expect(rows.map((row) => row.soNumber)).toEqual(['SO-3', 'SO-4', 'SO-1', 'SO-5', 'SO-2']);
  });

  it('pages by 5, with 5, 10, 25, 50 and 100 to choose from', () => {
    expect(serviceRequestHistoryPaging).toEqual({
      pageSize: 5,
      pageSizeOptions: [5, 10, 25, 50, 100],
    });
  });
});
