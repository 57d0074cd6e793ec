import { describe, expect, it } from 'vitest';

/** A page's query, as the router gives it. */
const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
import { profileMessages } from '../profile/messages';
import {
  autoPayEnrolErrors,
  autoPayMethodChoices,
  autoPayRow,
  cardExpiry,
  isAutoPayAvailable,
  methodReturn,
  paymentMethodName,
  paymentMethodView,
  removalBlock,
  removalFailureMessage,
  sortPaymentMethods,
  type AutoPayAccount,
  type PaymentMethod,
} from './index';

const today = new Date(2026, 10, 27);
const visa: PaymentMethod = {
  id: 'PM-1',
  type: 'card',
  maskedNumber: '••••4242',
  cardBrand: 'Visa',
  expiry: '2028-09',
  isDefault: false,
  autoPayAccounts: [],
};
const checking: PaymentMethod = {
  id: 'PM-2',
  type: 'bank',
  maskedNumber: '••••6789',
  bankAccountType: 'Checking',
  bankName: 'First Prairie Bank',
  isDefault: true,
  autoPayAccounts: ['3000002'],
};
const expired: PaymentMethod = { ...visa, id: 'PM-3', expiry: '2025-06', cardBrand: 'Mastercard' };

describe('doc 1 §2.2 Payment Profile: the stored methods', () => {
  it('names a method by brand or account type and its last four digits', () => {
    expect(paymentMethodName(visa)).toBe('Visa ending 4242');
    expect(paymentMethodName(checking)).toBe('Checking account ending 6789');
    expect(paymentMethodName({ ...visa, cardBrand: null, maskedNumber: 'XXXX-1117' })).toBe(
      'Card ending 1117',
    );
  });

  it('a card is good through the last day of its expiry month', () => {
    expect(cardExpiry('2026-11', today)).toEqual({ monthYear: '11/2026', expired: false });
    expect(cardExpiry('2026-10', today)).toEqual({ monthYear: '10/2026', expired: true });
    expect(cardExpiry('soon', today)).toBeUndefined();
    expect(cardExpiry(null, today)).toBeUndefined();
  });

  it('a row shows type, masked number, expiry, the default and which auto payments use it', () => {
    expect(paymentMethodView(visa, today)).toMatchObject({
      typeLabel: 'Card',
      maskedNumber: '••••4242',
      expiry: 'Expires 09/2028',
      expired: false,
      usedBy: '',
    });
    expect(paymentMethodView(expired, today)).toMatchObject({
      expiry: 'Expired 06/2025',
      expired: true,
    });
    expect(paymentMethodView(checking, today)).toMatchObject({
      typeLabel: 'Bank account',
      detail: 'Checking, First Prairie Bank',
      expiry: '',
      isDefault: true,
      usedBy: 'Used by auto pay for 3000002',
    });
  });

  it('lists the default method first', () => {
    expect(sortPaymentMethods([visa, expired, checking]).map((m) => m.id)).toEqual([
      'PM-2',
      'PM-1',
      'PM-3',
    ]);
  });
});

describe('doc 2 §4 removal blocked while an auto payment uses the method (My Profile wording)', () => {
  it('blocks a method in use with the same message as My Profile', () => {
    expect(removalBlock(checking)).toBe(profileMessages.storedDataRemovalLocked);
    expect(removalBlock(checking)).toBe('Update not allowed. Active Payment setup exists.');
    expect(removalBlock(visa)).toBeUndefined();
  });

  it('a 409 answer reads as the block; other failures keep their message', () => {
    expect(removalFailureMessage(409, 'Conflict')).toBe(
      'Update not allowed. Active Payment setup exists.',
    );
    expect(removalFailureMessage(500, 'We are unable to process your request.')).toBe(
      'We are unable to process your request.',
    );
  });
});

describe('doc 1 §3 the hosted provider returns a token and a masked number', () => {
  it('reads the return of Save and of Cancel; a plain visit has none', () => {
    expect(methodReturn(query({ token: 't1', maskedNumber: '••1117' }))).toEqual({
      outcome: 'added',
      token: 't1',
      maskedNumber: '••1117',
    });
    expect(methodReturn(query({ canceled: 'true' }))).toEqual({ outcome: 'canceled' });
    expect(methodReturn(query({ token: ' ' }))).toBeUndefined();
    expect(methodReturn(query({}))).toBeUndefined();
  });
});

describe('doc 1 §9, doc 3 §6 Auto Payments', () => {
  const enrolled: AutoPayAccount = {
    accountNumber: '3000002',
    enrolled: true,
    paymentMethodId: 'PM-2',
    draftDay: null,
    eligible: true,
  };

  it("labels an enrolment 'Draft Pay Enrolled', or 'EZ Pay Enrolled' when whecEnabled is on", () => {
    expect(autoPayRow(enrolled, [visa, checking], { whecEnabled: false })).toMatchObject({
      status: 'Draft Pay Enrolled',
      method: 'Checking account ending 6789',
      day: 'When billed',
      canEnrol: false,
    });
    expect(
      autoPayRow({ ...enrolled, draftDay: 15 }, [checking], { whecEnabled: true }),
    ).toMatchObject({ status: 'EZ Pay Enrolled', day: 'Day 15 of each month' });
    expect(autoPayRow({ ...enrolled, paymentMethodId: 'gone' }, [visa], {}).method).toBe(
      'A payment method no longer in your profile',
    );
  });

  it('an account not enrolled offers Enrol when eligible, else says why as the API does', () => {
    const open = { accountNumber: '1000001', enrolled: false, eligible: true };
    expect(autoPayRow(open, [], {})).toMatchObject({
      status: 'Not enrolled',
      method: '',
      canEnrol: true,
      reason: '',
    });
    expect(
      autoPayRow(
        { ...open, eligible: false, notEligibleMessage: 'Prepaid accounts cannot enrol.' },
        [],
        {},
      ),
    ).toMatchObject({ canEnrol: false, reason: 'Prepaid accounts cannot enrol.' });
  });

  it('is available when card or bank drafts are allowed', () => {
    expect(isAutoPayAvailable({ allowCreditDraft: false, allowBankDraft: true })).toBe(true);
    expect(isAutoPayAvailable({ allowCreditDraft: true, allowBankDraft: false })).toBe(true);
    expect(isAutoPayAvailable({ allowCreditDraft: false, allowBankDraft: false })).toBe(false);
    expect(isAutoPayAvailable(undefined)).toBe(false);
  });

  it('offers the allowed kinds of method, no expired card, the default first', () => {
    const all = { allowCreditDraft: true, allowBankDraft: true };
    expect(autoPayMethodChoices([visa, expired, checking], all, today).map((m) => m.id)).toEqual([
      'PM-2',
      'PM-1',
    ]);
    expect(
      autoPayMethodChoices([visa, checking], { ...all, allowBankDraft: false }, today).map(
        (m) => m.id,
      ),
    ).toEqual(['PM-1']);
  });

  it('doc 3 §5 the enrol form: a method is required; the day is 1-28', () => {
    expect(autoPayEnrolErrors({ paymentMethodId: '', draftDay: '29' })).toEqual({
      paymentMethodId: 'Please choose a payment method.',
      draftDay: 'Day of the Month must be before 29th',
    });
    expect(autoPayEnrolErrors({ paymentMethodId: 'PM-1', draftDay: '28' })).toEqual({});
  });
});
