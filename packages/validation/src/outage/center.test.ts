import { describe, expect, it } from 'vitest';
import {
  callbackPhoneChoices,
  callbackPhoneInput,
  canReportOutage,
  isOutageActive,
  outageAvailability,
  outageHistoryRows,
  outageMapLink,
  siteOutageMapLink,
  outageTabs,
} from './index';

describe('doc 2 §2.6, §6, §8 what the outage page shows for an account', () => {
  const electric = { accountNumber: '1000001', accountType: 'Electric', locationId: 'LOC-1' };
  it.each([
    [{ ...electric, accountNumber: '' }, 'N', 'noAccount'],
    [{ ...electric, accountNumber: null }, 'Y', 'noAccount'],
    [{ ...electric, accountType: 'Water' }, 'Y', 'notSupported'],
    [{ ...electric, accountType: 'Water' }, 'y', 'notSupported'],
    [{ ...electric, accountType: 'Water' }, 'N', 'available'],
    [{ ...electric, accountType: 'Water', locationId: null }, 'Y', 'notSupported'],
    [{ ...electric, locationId: null }, 'Y', 'noLocation'],
    [{ ...electric, locationId: ' ' }, 'N', 'noLocation'],
    [electric, 'Y', 'available'],
    [electric, null, 'available'],
  ])('%j with hide-non-electric %j → %s', (account, hideNonElectric, expected) => {
    expect(outageAvailability({ ...account, hideNonElectric })).toBe(expected);
  });
});

describe('doc 2 §2.6, §4 the outage tabs', () => {
  it.each([
    [true, 'https://coop.example/outage-map', ['status', 'report', 'map', 'history']],
    [false, 'https://coop.example/outage-map', ['status', 'map', 'history']],
    [true, '#', ['status', 'report', 'history']],
    [true, ' # ', ['status', 'report', 'history']],
    [true, null, ['status', 'report', 'history']],
    [false, '', ['status', 'history']],
  ])('Report shown %s, map link %j → %j', (canReport, mapLink, tabs) => {
    expect(outageTabs({ canReport, mapLink })).toEqual(tabs);
  });

  it('the map link is used trimmed, never when it is #', () => {
    expect(outageMapLink(' https://coop.example/map ')).toBe('https://coop.example/map');
    expect(outageMapLink('#')).toBeNull();
    expect(outageMapLink(undefined)).toBeNull();
  });

  it('an outage is active when the status flag is Y', () => {
    expect(isOutageActive('Y')).toBe(true);
    expect(isOutageActive(' y ')).toBe(true);
    expect(isOutageActive('N')).toBe(false);
    expect(isOutageActive(null)).toBe(false);
  });

  it.each([
    [{ accountStatus: 'Active', derivedStatus: 'Disconnected', outageActive: true }, true],
    [{ accountStatus: 'Inactive', derivedStatus: 'Final Billed', outageActive: true }, true],
    [{ accountStatus: 'Active', derivedStatus: 'Current', outageActive: true }, false],
    [{ accountStatus: 'Active', derivedStatus: 'Past Due', outageActive: false }, true],
  ])('Report tab with the derived status: %j → %s', (options, shown) => {
    expect(canReportOutage(options)).toBe(shown);
  });
});

describe('doc 2 §3, §9 outage history: newest first, in the co-op’s time', () => {
  it('sorts by interruption, newest first, and shows the date-times as the server wrote them', () => {
    const rows = outageHistoryRows([
      {
        accountNumber: '1000001',
        timeOfInterruption: '2025-03-02T06:15:00',
        timeOfRestored: '2025-03-02T09:15:00',
        description: ' Ice storm ',
      },
      {
        accountNumber: '1000001',
        timeOfInterruption: '2026-01-10T18:15:00',
        timeOfRestored: null,
        description: null,
      },
      {
        accountNumber: '1000001',
        timeOfInterruption: '2025-11-20T00:05:00',
        timeOfRestored: '2025-11-20T13:45:00',
      },
    ]);
    expect(
      rows.map(({ interruptedAt, restoredAt, description }) => ({
        interruptedAt,
        restoredAt,
        description,
      })),
    ).toEqual([
      { interruptedAt: '01/10/2026 6:15 PM', restoredAt: '', description: '' },
      { interruptedAt: '11/20/2025 12:05 AM', restoredAt: '11/20/2025 1:45 PM', description: '' },
      {
        interruptedAt: '03/02/2025 6:15 AM',
        restoredAt: '03/02/2025 9:15 AM',
        description: 'Ice storm',
      },
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
  });

  it('no past outages: no rows', () => {
    expect(outageHistoryRows([])).toEqual([]);
  });
});

describe('doc 2 §5 the call-back phone as typed', () => {
  it.each([
    ['', '9', '(9'],
    ['(9', '(98', '(98'],
    ['(987', '(9874', '(987) 4'],
    ['(987) 456-123', '(987) 456-1230', '(987) 456-1230'],
    ['(987) 456-1230', '(987) 456-12301', '(987) 456-1230'],
    ['(987) 4', '(987) ', '(987'],
    ['(987', '(987a', '(987'],
    ['', '+1 987-456-1230', '(987) 456-1230'],
    ['', '987 456 1230', '(987) 456-1230'],
  ])('%j then %j shows %j', (previous, typed, shown) => {
    expect(callbackPhoneInput(previous, typed)).toBe(shown);
  });

  it('offers the phones on file in the (987) 456-1230 form, each once', () => {
    expect(
      callbackPhoneChoices([
        { phoneNumber: '5552101111' },
        { phoneNumber: '(555) 210-1111' },
        { phoneNumber: '(555) 214-1111' },
        { phoneNumber: '' },
        { phoneNumber: null },
      ]),
    ).toEqual(['(555) 210-1111', '(555) 214-1111']);
  });
});

describe('doc 1 §2.2 the outage map link outside the member area', () => {
  const on = [{ name: 'OutageMapLinkEnabled', enable: true }];
  it('shown with the OutageMapLinkEnabled feature on and a link that is not #', () => {
    expect(siteOutageMapLink({ features: on, outageMapLink: ' https://coop.example/map ' })).toBe(
      'https://coop.example/map',
    );
  });
  it('hidden when the link is # or missing, or the feature is off', () => {
    expect(siteOutageMapLink({ features: on, outageMapLink: '#' })).toBeNull();
    expect(siteOutageMapLink({ features: on, outageMapLink: null })).toBeNull();
    expect(
      siteOutageMapLink({
        features: [{ name: 'OutageMapLinkEnabled', enable: false }],
        outageMapLink: 'https://coop.example/map',
      }),
    ).toBeNull();
    expect(
      siteOutageMapLink({ features: [], outageMapLink: 'https://coop.example/map' }),
    ).toBeNull();
  });
});
