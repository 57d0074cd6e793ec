import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  buildOutageReport,
  callbackPhoneMessage,
  canReportOutage,
  createOutageReportSchema,
  outageMessages,
  outageStatusLabel,
} from './index';

const INVALID = 'Invalid phone format.(Ex: (987) 456-1230)';

describe('doc 2 §5 Outage call-back phone and issue', () => {
  it.each([
    ['', true, 'You must enter a phone number'],
    ['  ', true, 'You must enter a phone number'],
    ['(987) 456-1230', true, undefined],
    ['(187) 156-1230', true, undefined],
    ['(087) 456-1230', true, INVALID],
    ['(987) 056-1230', true, INVALID],
    ['987-456-1230', true, INVALID],
    ['+1 987 456 1230', true, INVALID],
    ['(987) 456-1230', false, undefined],
    ['', false, undefined],
    ['junk', false, undefined],
  ])('%j with call-back %s → %s', (phone, callBack, message) => {
    expect(callbackPhoneMessage(phone, callBack)).toBe(message);
  });

  const schema = createOutageReportSchema();
  it.each([
    [
      { callBack: true, callbackNumber: '', outageReason: '' },
      { callbackNumber: 'You must enter a phone number', outageReason: 'You must select an issue' },
    ],
    [{ callBack: false, outageReason: null }, { outageReason: 'You must select an issue' }],
    [{ callBack: false, outageReason: 'Power out' }, {}],
    [{ callBack: true, callbackNumber: '(987) 456-1230', outageReason: 3 }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateForm(schema, values).errors).toEqual(errors);
  });

  it('builds the report with the phone’s digits', () => {
    const values = validateForm(schema, {
      callBack: true,
      callbackNumber: '(987) 456-1230',
      outageReason: 'Power out',
      remarks: ' tree on line ',
    }).data;
    if (!values) throw new Error('expected valid values');
    expect(
      buildOutageReport(values, { accountNumber: '1000001', outageReportOrigin: 'WEB' }),
    ).toEqual({
      accountNumber: '1000001',
      callBack: true,
      callbackNumber: '9874561230',
      outageReason: 'Power out',
      outageReportOrigin: 'WEB',
      remarks: 'tree on line',
    });
    expect(
      buildOutageReport(
        { callBack: false, callbackNumber: '(987) 456-1230', outageReason: null, remarks: '' },
        { accountNumber: '1', outageReportOrigin: 'WEB' },
      ),
    ).toMatchObject({ callbackNumber: '', outageReason: '' });
  });
});

describe('doc 2 §4 Outage states', () => {
  it.each([
    ['Y', 'OFF'],
    ['y', 'OFF'],
    ['N', 'ON'],
    [null, 'N/A'],
    ['', 'N/A'],
  ])('status %j shows %s', (value, label) => {
    expect(outageStatusLabel(value)).toBe(label);
  });

  it.each([
    ['Disconnected', true, true],
    ['Pending Disconnect', true, true],
    ['pending reconnect', true, true],
    ['Final Billed', true, true],
    ['Current', true, false],
    ['Current', false, true],
    [null, false, true],
  ])(
    'status %j with outage active %s: Report tab shown %s',
    (accountStatus, outageActive, shown) => {
      expect(canReportOutage({ accountStatus, outageActive })).toBe(shown);
    },
  );

  it('has the §2.6 and §8 texts', () => {
    expect(outageMessages.notSupported).toBe('Outage is not supported for the selected account.');
    expect(outageMessages.noLocation).toBe(
      'Outage report is unavailable to this account, please contact customer service...!',
    );
  });
});
