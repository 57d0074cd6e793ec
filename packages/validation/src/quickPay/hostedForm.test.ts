import { describe, expect, it } from 'vitest';
import {
  buildHostedPaymentForm,
  hostedFormPaymentMethods,
  hostedPaymentFormFields,
  type HostedFormInitiation,
  type HostedPaymentFormInput,
  type PayableAccount,
} from './index';

const API = 'https://api.prairierivers.example';

const account: PayableAccount = {
  accountNumber: '1000001',
  accountBalance: 142.37,
  isCcEligible: true,
  isEcheckEligible: true,
  nomoreCheck: false,
};

function initiation(
  settings: Partial<HostedFormInitiation['configuration']['paymentSettings']> = {},
  configuration: Partial<Omit<HostedFormInitiation['configuration'], 'paymentSettings'>> = {},
): HostedFormInitiation {
  return {
    paymentRequisitionSettings: {
      clientId: 'PRAIRIE-RIVERS-DEMO',
      transNo: 'T-1001',
      securityToken: 'sec-1001',
    },
    configuration: {
      paymentSettings: {
        utilityAllowCreditCard: true,
        utilityAllowEcheck: true,
        allowVisa: true,
        allowMaster: true,
        allowAmex: false,
        allowDiscover: true,
        maxChargeAmount: 5000,
        ...settings,
      },
      echeckProcessAsDraft: false,
      enforceNoMoreEchecks: true,
      applicationWebId: 'web',
      utilityName: 'Prairie Rivers Electric & Water Cooperative',
      ...configuration,
    },
  };
}

function input(overrides: Partial<HostedPaymentFormInput> = {}): HostedPaymentFormInput {
  return {
    initiation: initiation(),
    account,
    paymentAmount: 142.37,
    paymentType: 'cc',
    applicationId: 'storybook',
    returnUrl: `${API}/PaymentCallback/quick-pay/success`,
    cancelUrl: `${API}/PaymentCallback/quick-pay/cancel`,
    ...overrides,
  };
}

describe('doc 1 §3 hosted-payment form', () => {
  it('has exactly the 20 fields of doc 1 §3, in its order', () => {
    expect(Object.keys(buildHostedPaymentForm(input()))).toEqual([...hostedPaymentFormFields]);
    expect(hostedPaymentFormFields).toHaveLength(20);
  });

  it('fills every field from the initiation answer, the account and the callbacks', () => {
    expect(buildHostedPaymentForm(input())).toEqual({
      ClientReferenceId: 'T-1001',
      CoopNumber: 'PRAIRIE-RIVERS-DEMO',
      UtilityName: 'Prairie Rivers Electric & Water Cooperative',
      AccountNumber: '1000001',
      AccountDisplay: '••••0001',
      Balance: '142.37',
      ApplicationId: 'web',
      IsPostbackRequired: 'true',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      HostedCCReturn: `${API}/PaymentCallback/quick-pay/success`,
      HostedCCCancel: `${API}/PaymentCallback/quick-pay/cancel`,
      TaxIncludedInBillAmount: 'true',
      PaymentType: 'cc',
      AcceptedCreditCardTypes: 'VI,MC,DI',
      IsQuickPay: 'true',
      AuthorizationToken: 'sec-1001',
      CCConvenienceFee: '0.00',
      ECConvenienceFee: '0.00',
      MaxCCAmount: '5000.00',
    });
  });

  it.each<[string, Partial<HostedPaymentFormInput>, Partial<Record<string, string>>]>([
    [
      'MaxCCAmount is 0 when the max charge amount is missing',
      { initiation: initiation({ maxChargeAmount: undefined }) },
      { MaxCCAmount: '0' },
    ],
    [
      'MaxCCAmount is 0 when the max charge amount is null',
      { initiation: initiation({ maxChargeAmount: null }) },
      { MaxCCAmount: '0' },
    ],
    [
      'MaxCCAmount is 0 when the max charge amount is not a number',
      { initiation: initiation({ maxChargeAmount: Number.NaN }) },
      { MaxCCAmount: '0' },
    ],
    [
      'IsQuickPay stays true whatever else changes',
      { paymentType: 'echeck', initiation: initiation({ utilityAllowCreditCard: false }) },
      { IsQuickPay: 'true', PaymentType: 'echeck', EnableCreditCard: 'false' },
    ],
    [
      'a card-ineligible account: card disabled (doc 1 §4.1)',
      { account: { ...account, isCcEligible: false }, paymentType: 'echeck' },
      { EnableCreditCard: 'false', EnableECheck: 'true', PaymentType: 'echeck' },
    ],
    [
      'echecks processed as drafts: echeck disabled (doc 1 §4.1)',
      { initiation: initiation({}, { echeckProcessAsDraft: true }) },
      { EnableCreditCard: 'true', EnableECheck: 'false' },
    ],
    [
      'nomoreCheck while no-more-echecks is enforced: echeck disabled (doc 1 §4.1)',
      { account: { ...account, nomoreCheck: true } },
      { EnableECheck: 'false' },
    ],
    [
      'the utility allows no echeck: echeck disabled',
      { initiation: initiation({ utilityAllowEcheck: false }) },
      { EnableECheck: 'false' },
    ],
    [
      'accepted card types follow the allow flags (VI, MC, AX, DI)',
      {
        initiation: initiation({
          allowVisa: false,
          allowMaster: true,
          allowAmex: true,
          allowDiscover: false,
        }),
      },
      { AcceptedCreditCardTypes: 'MC,AX' },
    ],
    [
      'no applicationWebId configured: the client’s application id',
      { initiation: initiation({}, { applicationWebId: null }) },
      { ApplicationId: 'storybook' },
    ],
    ['Balance is the amount paid with 2 decimals', { paymentAmount: 80 }, { Balance: '80.00' }],
    [
      'fees and tax when the caller knows them',
      { fees: { taxIncludedInBillAmount: false, ccConvenienceFee: 2.95, ecConvenienceFee: 0.5 } },
      { TaxIncludedInBillAmount: 'false', CCConvenienceFee: '2.95', ECConvenienceFee: '0.50' },
    ],
    [
      'a short account number shows as it is after the dots',
      { account: { ...account, accountNumber: '42' } },
      { AccountNumber: '42', AccountDisplay: '••••42' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(buildHostedPaymentForm(input(overrides))).toMatchObject(expected);
  });
});

describe('doc 1 §2.3, §4.1 hosted-payment form of a signed-in member’s payment (isQuickPay false)', () => {
  /** The member's payment amounts (doc 1 §3) carry no eligibility flags. */
  const memberAccount: PayableAccount = { accountNumber: '1000001', accountBalance: 142.37 };
  const callbacks = {
    returnUrl: `${API}/PaymentCallback/payments/success`,
    cancelUrl: `${API}/PaymentCallback/payments/cancel`,
  };

  it('posts IsQuickPay false, the member callbacks, and the same 20 fields', () => {
    const form = buildHostedPaymentForm(
      input({ account: memberAccount, isQuickPay: false, ...callbacks }),
    );
    expect(Object.keys(form)).toEqual([...hostedPaymentFormFields]);
    expect(form).toMatchObject({
      IsQuickPay: 'false',
      HostedCCReturn: `${API}/PaymentCallback/payments/success`,
      HostedCCCancel: `${API}/PaymentCallback/payments/cancel`,
      AccountNumber: '1000001',
      Balance: '142.37',
    });
  });

  it('IsQuickPay stays true by default, and when asked for explicitly', () => {
    expect(buildHostedPaymentForm(input()).IsQuickPay).toBe('true');
    expect(buildHostedPaymentForm(input({ isQuickPay: true })).IsQuickPay).toBe('true');
  });

  it('missing eligibility flags do not restrict a member payment: the utility settings decide', () => {
    expect(
      buildHostedPaymentForm(input({ account: memberAccount, isQuickPay: false })),
    ).toMatchObject({ EnableCreditCard: 'true', EnableECheck: 'true' });
    expect(
      buildHostedPaymentForm(
        input({
          account: memberAccount,
          isQuickPay: false,
          initiation: initiation({ utilityAllowCreditCard: false }),
        }),
      ),
    ).toMatchObject({ EnableCreditCard: 'false', EnableECheck: 'true' });
    expect(
      buildHostedPaymentForm(
        input({
          account: memberAccount,
          isQuickPay: false,
          initiation: initiation({}, { echeckProcessAsDraft: true }),
        }),
      ),
    ).toMatchObject({ EnableCreditCard: 'true', EnableECheck: 'false' });
  });

  it('a flag the member account does carry still counts', () => {
    expect(
      buildHostedPaymentForm(
        input({ account: { ...memberAccount, isCcEligible: false }, isQuickPay: false }),
      ),
    ).toMatchObject({ EnableCreditCard: 'false', EnableECheck: 'true' });
  });

  it('Quick Pay keeps reading a missing flag as not eligible', () => {
    const settings = {
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      echeckProcessAsDraft: false,
      enforceNoMoreEchecks: true,
    };
    expect(hostedFormPaymentMethods(memberAccount, settings)).toEqual({
      card: false,
      echeck: false,
    });
    expect(hostedFormPaymentMethods(memberAccount, settings, false)).toEqual({
      card: true,
      echeck: true,
    });
    expect(
      hostedFormPaymentMethods({ ...memberAccount, nomoreCheck: true }, settings, false),
    ).toEqual({ card: true, echeck: false });
  });
});
