import { describe, expect, it } from 'vitest';
import { validateFormByPath } from '../formErrors';
import {
  buildRoundUpUpdate,
  canProceedWithRoundUp,
  createRoundUpSchema,
  filterRoundUpAmount,
  formatRoundUpAmount,
  parseRoundUpAmount,
  roundUpAmountForEditing,
  roundUpAmountMessage,
  roundUpExpirationMessage,
  roundUpMessages,
  roundUpRowEditing,
  roundUpSelection,
  roundUpTableRows,
  setAllRoundUpRowsSelected,
  setRoundUpRowSelected,
  type RoundUpRow,
} from './index';

const today = '2024-05-15';

describe('doc 3 §5 RoundUp amount (and doc 2 §5 round-up amount)', () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    ['0.00', undefined],
    ['12.5', undefined],
    ['$1,234.50', undefined],
    ['99999999.99', undefined],
    ['$99,999,999.99', undefined],
    ['100000000.00', 'You must enter a payment amount less than 99999999.99.'],
    ['99999999.995', 'You must enter a payment amount less than 99999999.99.'],
    ['-1', 'Please enter an amount greater than or equal to 0.'],
    ['-0.01', 'Please enter an amount greater than or equal to 0.'],
    ['abc', 'You must enter valid amount.'],
    ['1.2.3', 'You must enter valid amount.'],
    ['.', 'You must enter valid amount.'],
  ])('%j → %s', (text, message) => {
    expect(roundUpAmountMessage(text)).toBe(message);
  });

  it('takes a configured maximum and names it', () => {
    expect(roundUpAmountMessage('50.01', 50)).toBe(
      'You must enter a payment amount less than 50.00.',
    );
    expect(roundUpAmountMessage('50', 50)).toBeUndefined();
  });

  it('accepts digits and one decimal point, at most 11 characters', () => {
    expect(filterRoundUpAmount('$1,2a3.4.5')).toBe('123.45');
    expect(filterRoundUpAmount('123456789012')).toBe('12345678901');
    expect(filterRoundUpAmount('12.345')).toBe('12.34');
  });

  it.each([
    ['', '0.00'],
    ['0', '0.00'],
    ['5', '5.00'],
    ['$1,234.5', '1,234.50'],
    ['1234.5', '1,234.50'],
    ['99999999.99', '99,999,999.99'],
    ['999.9', '999.90'],
    ['12.345', '12.35'],
    ['abc', 'abc'],
    [null, '0.00'],
  ])('shows %j as %j', (text, shown) => {
    expect(formatRoundUpAmount(text)).toBe(shown);
  });

  it('drops the thousands separators, and a zero amount, while the amount is edited', () => {
    expect(roundUpAmountForEditing('1,234.50')).toBe('1234.50');
    expect(roundUpAmountForEditing('99,999,999.99')).toBe('99999999.99');
    expect(roundUpAmountForEditing('5.00')).toBe('5.00');
    expect(roundUpAmountForEditing('0.00')).toBe('');
    expect(roundUpAmountForEditing('0')).toBe('');
    expect(roundUpAmountForEditing('')).toBe('');
    expect(roundUpAmountForEditing(null)).toBe('');
    expect(roundUpAmountForEditing('1,2a')).toBe('1,2a');
  });

  it('strips $ and commas on submit', () => {
    expect(parseRoundUpAmount('$1,234.50')).toBe(1234.5);
    expect(parseRoundUpAmount(formatRoundUpAmount('99999999.99'))).toBe(99999999.99);
    expect(parseRoundUpAmount('  ')).toBe(0);
    expect(parseRoundUpAmount('x')).toBeUndefined();
  });
});

describe('doc 3 §5 RoundUp expiration date', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['2024-05-15', 'You cannot use an expiration date in the past.'],
    ['2024-05-14', 'You cannot use an expiration date in the past.'],
    ['2024-05-16', undefined],
    ['05/16/2024', undefined],
    ['2099-12-31', undefined],
    ['2100-01-01', 'Please enter a valid date.'],
    ['02/30/2025', 'Please enter a valid date.'],
    ['someday', 'Please enter a valid date.'],
    ['1799-12-31', 'Please enter a valid date.'],
  ])('%j (today %s) → %s', (value, message) => {
    expect(roundUpExpirationMessage(value, { today })).toBe(message);
  });

  it('refuses a date after the maximum (2121-12-31 unless configured)', () => {
    expect(roundUpExpirationMessage('2030-01-01', { today, maxExpiration: '2029-12-31' })).toBe(
      'Please enter a date on or before 12/31/2029.',
    );
    expect(roundUpExpirationMessage('2029-12-31', { today, maxExpiration: '2029-12-31' })).toBe(
      undefined,
    );
    expect(roundUpMessages.dateTooLate('12/31/2121')).toBe(
      'Please enter a date on or before 12/31/2121.',
    );
  });

  it('uses the local day when no today is given', () => {
    expect(roundUpExpirationMessage(new Date())).toBe(
      'You cannot use an expiration date in the past.',
    );
  });
});

const rows: RoundUpRow[] = [
  {
    accountNumber: '1',
    selected: true,
    operationRoundup: true,
    operationRoundupAmount: '5',
    operationRoundupExpiration: '2025-01-01',
  },
  {
    accountNumber: '2',
    selected: true,
    operationRoundup: true,
    operationRoundupAmount: '-1',
    operationRoundupExpiration: '2024-05-01',
  },
  {
    accountNumber: '3',
    selected: false,
    operationRoundup: true,
    operationRoundupAmount: 'abc',
    operationRoundupExpiration: 'x',
  },
  {
    accountNumber: '4',
    selected: true,
    operationRoundup: false,
    operationRoundupAmount: 'abc',
    operationRoundupExpiration: 'x',
  },
];

describe('doc 3 §4, §5 the RoundUp table', () => {
  it('checks the ticked rows whose toggle is on', () => {
    const schema = createRoundUpSchema({ plusParticipate: true, today });
    expect(validateFormByPath(schema, { rows }).errors).toEqual({
      'rows.1.operationRoundupAmount': 'Please enter an amount greater than or equal to 0.',
      'rows.1.operationRoundupExpiration': 'You cannot use an expiration date in the past.',
    });
  });

  it('checks the amount only while RoundUp Plus is active', () => {
    const schema = createRoundUpSchema({ plusParticipate: false, today });
    expect(validateFormByPath(schema, { rows }).errors).toEqual({
      'rows.1.operationRoundupExpiration': 'You cannot use an expiration date in the past.',
    });
    expect(validateFormByPath(schema, { rows: [rows[0]] }).success).toBe(true);
    expect(validateFormByPath(schema, {}).data).toEqual({ rows: [] });
  });

  it('enables Proceed once a row is ticked', () => {
    expect(canProceedWithRoundUp(rows)).toBe(true);
    expect(canProceedWithRoundUp([{ selected: false }, {}])).toBe(false);
  });

  it('restores the saved values when a row is unticked', () => {
    const saved = { ...rows[0], operationRoundupAmount: '1' } as RoundUpRow;
    const edited = { ...saved, operationRoundupAmount: '9' };
    expect(setRoundUpRowSelected(edited, true, saved)).toEqual({ ...edited, selected: true });
    expect(setRoundUpRowSelected(edited, false, saved)).toEqual({ ...saved, selected: false });
  });

  it('builds the update of the ticked rows (doc 3 §3)', () => {
    expect(
      buildRoundUpUpdate(
        [
          { ...(rows[0] as RoundUpRow), operationRoundupAmount: '$1,234.50' },
          rows[2] as RoundUpRow,
          rows[3] as RoundUpRow,
          { accountNumber: '5', operationRoundup: true, operationRoundupAmount: '' },
        ],
        { plusParticipate: true },
      ),
    ).toEqual([
      { accountNumber: '1', isRoundUp: true, amount: 1234.5, expireDate: '01/01/2025' },
      { accountNumber: '4', isRoundUp: false, amount: null, expireDate: null },
      { accountNumber: '5', isRoundUp: true, amount: 0, expireDate: null },
    ]);
    expect(buildRoundUpUpdate([rows[0] as RoundUpRow], { plusParticipate: false })).toEqual([
      { accountNumber: '1', isRoundUp: true, amount: null, expireDate: '01/01/2025' },
    ]);
    expect(roundUpMessages.updated).toBe(
      'Operation Roundup has been updated successfully for selected accounts.',
    );
  });
});

describe('doc 3 §4 RoundUp: what a row lets a person change', () => {
  it('on the page only a ticked row is editable; the toggle enables amount and expiry', () => {
    const page = { selectable: true };
    expect(roundUpRowEditing({ selected: false, operationRoundup: true }, page)).toEqual({
      roundUp: false,
      details: false,
    });
    expect(roundUpRowEditing({ operationRoundup: true }, page)).toEqual({
      roundUp: false,
      details: false,
    });
    expect(roundUpRowEditing({ selected: true, operationRoundup: false }, page)).toEqual({
      roundUp: true,
      details: false,
    });
    expect(roundUpRowEditing({ selected: true, operationRoundup: true }, page)).toEqual({
      roundUp: true,
      details: true,
    });
  });

  it('on the My Profile tab every row is editable', () => {
    const profile = { selectable: false };
    expect(roundUpRowEditing({ operationRoundup: false }, profile)).toEqual({
      roundUp: true,
      details: false,
    });
    expect(roundUpRowEditing({ selected: false, operationRoundup: true }, profile)).toEqual({
      roundUp: true,
      details: true,
    });
  });

  it('select-all ticks every row, and unticking all restores each saved row', () => {
    const saved: RoundUpRow[] = [
      { accountNumber: '1', selected: false, operationRoundup: false },
      { accountNumber: '2', selected: false, operationRoundup: true, operationRoundupAmount: '1' },
    ];
    const edited: RoundUpRow[] = [
      { accountNumber: '1', selected: true, operationRoundup: true },
      { accountNumber: '2', selected: false, operationRoundup: true, operationRoundupAmount: '7' },
      { accountNumber: '3', selected: true, operationRoundup: true },
    ];
    expect(setAllRoundUpRowsSelected(edited, true, saved).map((row) => row.selected)).toEqual([
      true,
      true,
      true,
    ]);
    expect(setAllRoundUpRowsSelected(edited, true, saved)[1]?.operationRoundupAmount).toBe('7');
    expect(setAllRoundUpRowsSelected(edited, false, saved)).toEqual([
      saved[0],
      saved[1],
      { accountNumber: '3', selected: false, operationRoundup: true },
    ]);
  });

  it('says whether all, some or none of the rows are ticked', () => {
    expect(roundUpSelection([{ selected: true }, { selected: true }])).toBe('all');
    expect(roundUpSelection([{ selected: true }, { selected: false }])).toBe('some');
    expect(roundUpSelection([{ selected: false }, {}])).toBe('none');
    expect(roundUpSelection([])).toBe('none');
  });
});

describe('doc 2 §3, doc 3 §3 RoundUp table rows from the member details', () => {
  const accounts = [
    {
      accountNumber: '1000001',
      accountType: 'Residential',
      address: '12 Oak St',
      operationRoundup: true,
      operationRoundupAmount: 1234.5,
      operationRoundupExpiration: '2025-06-30T00:00:00',
    },
    {
      accountNumber: '3000002',
      accountType: null,
      address: null,
      operationRoundup: false,
      operationRoundupAmount: null,
      operationRoundupExpiration: null,
    },
    {
      accountNumber: '3000003',
      operationRoundup: true,
      operationRoundupAmount: 0,
      operationRoundupExpiration: 'soon',
    },
  ];

  it('shows each amount with 2 decimals and each expiration as yyyy-MM-dd', () => {
    expect(roundUpTableRows(accounts)).toEqual([
      {
        accountNumber: '1000001',
        accountType: 'Residential',
        address: '12 Oak St',
        operationRoundup: true,
        operationRoundupAmount: '1,234.50',
        operationRoundupExpiration: '2025-06-30',
      },
      {
        accountNumber: '3000002',
        accountType: '',
        address: '',
        operationRoundup: false,
        operationRoundupAmount: '0.00',
        operationRoundupExpiration: null,
      },
      {
        accountNumber: '3000003',
        accountType: '',
        address: '',
        operationRoundup: true,
        operationRoundupAmount: '0.00',
        operationRoundupExpiration: null,
      },
    ]);
  });

  it('starts every row unticked on the Operation RoundUp page', () => {
    const rows = roundUpTableRows(accounts, { selectable: true });
    expect(rows.map((row) => row.selected)).toEqual([false, false, false]);
    expect(canProceedWithRoundUp(rows)).toBe(false);
  });

  it('gives rows that the rules, the update and the profile save read as they were loaded', () => {
    const rows = roundUpTableRows(accounts.slice(0, 2));
    const schema = createRoundUpSchema({ plusParticipate: true, today });
    expect(validateFormByPath(schema, { rows }).success).toBe(true);
    expect(buildRoundUpUpdate(rows, { plusParticipate: true })).toEqual([
      { accountNumber: '1000001', isRoundUp: true, amount: 1234.5, expireDate: '06/30/2025' },
      { accountNumber: '3000002', isRoundUp: false, amount: null, expireDate: null },
    ]);
  });
});
