import { describe, expect, it } from 'vitest';
import { payMultipleMessagesEs, paymentDateMessagesEs } from '../es';
import type { PaymentAmountRules } from '../quickPay/paymentAmount';
import { accountAmountErrors, paymentDateError, paymentDateLimits } from './index';

const rules: PaymentAmountRules = {
  allowOverPay: false,
  allowUnderPay: true,
  allowCutoffOverride: false,
  prepaidMinimum: 20,
};
const today = '2026-11-27';

describe('doc 1 §5.1 Pay Multiple Accounts in Spanish (US): the same rules, in Spanish, formatted for es-US', () => {
  it('each amount message names its account, its amounts written for es-US', () => {
    expect(
      accountAmountErrors(
        [
          { account: { accountNumber: '1000001', accountBalance: 100 }, amount: '150' },
          {
            account: { accountNumber: '3000002', accountBalance: 0, cutoffAmount: 1234.5 },
            amount: '10',
          },
          { account: { accountNumber: '3000003', accountBalance: 20 }, amount: '20' },
        ],
        rules,
        payMultipleMessagesEs,
        'es-US',
      ),
    ).toEqual({
      '1000001': 'Cuenta 1000001: No puede pagar más que el saldo de su cuenta.',
      '3000002':
        'Cuenta 3000002: En este momento, debe pagar un monto mínimo de $1,234.50, que incluye el monto para evitar la desconexión.',
    });
  });

  it('the payment date’s latest day is written day first', () => {
    const limits = paymentDateLimits(
      { dueDates: ['2026-12-07'], maxDaysAhead: 30, today },
      'es-US',
    );
    expect(limits).toMatchObject({ latest: '2026-12-07', latestShown: '07/12/2026' });
    expect(paymentDateError('2026-12-08', limits, paymentDateMessagesEs)).toBe(
      'La fecha de pago no puede ser posterior al 07/12/2026.',
    );
    expect(paymentDateError('2026-11-26', limits, paymentDateMessagesEs)).toBe(
      'La fecha de pago no puede ser anterior a hoy.',
    );
    expect(paymentDateError(null, limits, paymentDateMessagesEs)).toBe(
      'Ingrese una fecha de pago.',
    );
    expect(paymentDateMessagesEs.paymentDateHelp(limits.latestShown)).toBe(
      'Hoy o un día posterior, hasta el 07/12/2026. Si elige un día posterior, el pago se programa para ese día.',
    );
  });

  it('English is unchanged when no locale is given', () => {
    expect(
      paymentDateLimits({ dueDates: ['2026-12-07'], maxDaysAhead: 30, today }).latestShown,
    ).toBe('12/07/2026');
  });
});
