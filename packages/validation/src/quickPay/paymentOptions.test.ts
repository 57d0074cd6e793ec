import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  createQuickPayPaymentSchema,
  paymentAmountRules,
  paymentMethodSettings,
  paymentOptions,
  quickPayMessages,
  type PayableAccount,
  type PaymentOptionSettings,
} from './index';

const CUTOFF_MESSAGE = 'Your account is scheduled for disconnection. Please call us.';

/** Settings that allow everything, with changes. */
function settings(
  changes: Partial<Omit<PaymentOptionSettings, 'paymentSettings'>> = {},
  payment: Partial<PaymentOptionSettings['paymentSettings']> = {},
): PaymentOptionSettings {
  return {
    paymentSettings: {
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      memberHasCutoffAccount: false,
      prepaidMinimumPaymentAmount: 20,
      allowOverPay: true,
      allowUnderPay: true,
      ...payment,
    },
    echeckProcessAsDraft: false,
    enforceNoMoreEchecks: true,
    payOnlinePayCutoffAccount: true,
    payOnlineAllowCutoffPaymentOverride: true,
    cutoffMessage: CUTOFF_MESSAGE,
    ...changes,
  };
}

const eligible: PayableAccount = {
  accountNumber: '1000001',
  accountBalance: 142.37,
  overPayAmount: 1000,
  isCcEligible: true,
  isEcheckEligible: true,
};

describe('doc 1 §5.1 the amount rules from the payment settings', () => {
  it('reads overpay, underpay, the cutoff override and the prepaid minimum', () => {
    expect(
      paymentAmountRules(
        settings(
          { payOnlineAllowCutoffPaymentOverride: false },
          { allowOverPay: false, allowUnderPay: true, prepaidMinimumPaymentAmount: 35 },
        ),
      ),
    ).toEqual({
      allowOverPay: false,
      allowUnderPay: true,
      allowCutoffOverride: false,
      prepaidMinimum: 35,
      cutoffBlock: {
        memberHasCutoffAccount: false,
        payCutoffAccountOnline: true,
        cutoffMessage: CUTOFF_MESSAGE,
      },
    });
  });

  it('the rules it gives refuse what the settings forbid, with the spec’s messages', () => {
    const strict = settings({}, { allowOverPay: false, allowUnderPay: false });
    const { rules } = paymentOptions(eligible, strict);
    const schema = createQuickPayPaymentSchema(eligible, rules);
    expect(validateForm(schema, { paymentAmount: '1000.01', paymentType: 'cc' }).errors).toEqual({
      paymentAmount: 'You may not overpay your account balance.',
    });
    expect(validateForm(schema, { paymentAmount: '100', paymentType: 'cc' }).errors).toEqual({
      paymentAmount: 'You may not pay less than your account balance.',
    });
    expect(validateForm(schema, { paymentAmount: '142.37', paymentType: 'cc' }).success).toBe(true);
  });

  it('a cutoff account without the override must pay the cutoff minimum', () => {
    const cutoff: PayableAccount = { ...eligible, cutoffAmount: 100, reconnectFee: 25 };
    const { rules } = paymentOptions(
      cutoff,
      settings({ payOnlineAllowCutoffPaymentOverride: false }),
    );
    const schema = createQuickPayPaymentSchema(cutoff, rules);
    expect(validateForm(schema, { paymentAmount: '50', paymentType: 'cc' }).errors).toEqual({
      paymentAmount:
        'At this time, you are required to pay a minimum payment amount of $125.00, which includes the cutoff amount and reconnect fee.',
    });
  });
});

describe('doc 1 §4.1 the cutoff block from the payment settings', () => {
  const blocked = settings({ payOnlinePayCutoffAccount: false }, { memberHasCutoffAccount: true });

  it('a member with a cutoff account, when paying cutoff accounts online is not allowed: the configured message, Pay unusable', () => {
    const options = paymentOptions(eligible, blocked);
    expect(options.cutoffBlock).toBe(CUTOFF_MESSAGE);
    expect(options.payable).toBe(true);
    expect(options.canSubmit).toBe(false);
    const schema = createQuickPayPaymentSchema(eligible, options.rules);
    expect(validateForm(schema, { paymentAmount: '50', paymentType: 'cc' }).errors).toEqual({
      paymentAmount: CUTOFF_MESSAGE,
    });
  });

  it('a missing cutoff message still blocks, with an empty message', () => {
    const options = paymentOptions(eligible, { ...blocked, cutoffMessage: null });
    expect(options.cutoffBlock).toBe('');
    expect(options.canSubmit).toBe(false);
  });

  it.each([
    ['paying cutoff accounts online is allowed', settings({}, { memberHasCutoffAccount: true })],
    ['the member has no cutoff account', settings({ payOnlinePayCutoffAccount: false })],
  ])('does not apply when %s', (_, given) => {
    const options = paymentOptions(eligible, given);
    expect(options.cutoffBlock).toBeUndefined();
    expect(options.canSubmit).toBe(true);
  });
});

describe('doc 1 §2.5, §4.1 card and echeck from the payment settings', () => {
  it('reads the method settings', () => {
    expect(
      paymentMethodSettings(
        settings(
          { echeckProcessAsDraft: true, enforceNoMoreEchecks: false },
          {
            utilityAllowCreditCard: false,
          },
        ),
      ),
    ).toEqual({
      utilityAllowCreditCard: false,
      utilityAllowEcheck: true,
      echeckProcessAsDraft: true,
      enforceNoMoreEchecks: false,
    });
  });

  it.each([
    ['both methods', eligible, settings(), { card: true, echeck: true }, 'cc', undefined],
    [
      'the utility takes no cards',
      eligible,
      settings({}, { utilityAllowCreditCard: false }),
      { card: false, echeck: true },
      'echeck',
      'Credit Card Payment Restricted.',
    ],
    [
      'echecks processed as drafts',
      eligible,
      settings({ echeckProcessAsDraft: true }),
      { card: true, echeck: false },
      'cc',
      'ECheck Payment Restricted.',
    ],
    [
      'nomoreCheck while no-more-echecks is enforced',
      { ...eligible, nomoreCheck: true },
      settings(),
      { card: true, echeck: false },
      'cc',
      'ECheck Payment Restricted.',
    ],
  ])('%s', (_, account, given, methods, type, restriction) => {
    const options = paymentOptions(account, given);
    expect(options.methods).toEqual(methods);
    expect(options.defaultType).toBe(type);
    expect(options.restriction).toBe(restriction);
    expect(options.payable).toBe(true);
    expect(options.canSubmit).toBe(true);
  });

  it('neither method: not payable, Pay unusable, the combined tooltip', () => {
    const options = paymentOptions(
      eligible,
      settings({}, { utilityAllowCreditCard: false, utilityAllowEcheck: false }),
    );
    expect(options.methods).toEqual({ card: false, echeck: false });
    expect(options.payable).toBe(false);
    expect(options.canSubmit).toBe(false);
    expect(options.restriction).toBe('ECheck & Credit Card Payment Restricted.');
    expect(options.defaultType).toBe('echeck');
  });

  it('Quick Pay reads a missing eligibility flag as not eligible; a member payment does not', () => {
    const noFlags: PayableAccount = { accountNumber: '1000001', accountBalance: 10 };
    expect(paymentOptions(noFlags, settings()).methods).toEqual({ card: false, echeck: false });
    expect(paymentOptions(noFlags, settings(), { isQuickPay: false }).methods).toEqual({
      card: true,
      echeck: true,
    });
    expect(
      paymentOptions({ ...noFlags, isCcEligible: false }, settings(), { isQuickPay: false })
        .methods,
    ).toEqual({ card: false, echeck: true });
  });

  it('a co-op’s own wording for the tooltips', () => {
    const options = paymentOptions(eligible, settings({}, { utilityAllowCreditCard: false }), {
      messages: { ...quickPayMessages, cardRestricted: 'No cards, sorry.' },
    });
    expect(options.restriction).toBe('No cards, sorry.');
  });
});
