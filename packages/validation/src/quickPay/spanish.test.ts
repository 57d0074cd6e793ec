import { describe, expect, it } from 'vitest';
import { quickPayMessagesEs } from '../es';
import {
  checkPaymentAmount,
  createQuickPayAccountSchema,
  formatBalance,
  formatDueDate,
  recentPaymentPrompt,
  type PaymentAmountRules,
} from './index';

const rules: PaymentAmountRules = {
  allowOverPay: true,
  allowUnderPay: true,
  allowCutoffOverride: false,
  prepaidMinimum: 20,
};

describe('doc 1 §5.1 and §4.1 Quick Pay in Spanish (US): the same rules, in Spanish, formatted for es-US', () => {
  it('the account step’s messages', () => {
    const result = createQuickPayAccountSchema(quickPayMessagesEs).safeParse({
      accountNumber: '',
      phoneLastFourDigits: '12',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages?.[0]).toBe('Ingrese su número de cuenta.');
    expect(messages).toContain('Los últimos 4 dígitos de su número de teléfono no son válidos.');
  });

  it('the cutoff minimum names its parts with their articles, joined with “y”', () => {
    const account = {
      accountNumber: '1',
      accountBalance: 0,
      cutoffAmount: 100,
      reconnectFee: 25,
      disconnectFee: 10,
    };
    expect(checkPaymentAmount('1', account, rules, quickPayMessagesEs, 'es-US')).toBe(
      'En este momento, debe pagar un monto mínimo de $135.00, que incluye el monto para evitar la desconexión, el cargo por reconexión y el cargo por desconexión.',
    );
  });

  it('the recent payment question writes the date day first', () => {
    expect(
      recentPaymentPrompt(
        { paymentAmount: 1045.5, paymentDate: '2024-04-28T10:00:00' },
        quickPayMessagesEs,
        'es-US',
      ),
    ).toBe('Usted realizó un pago reciente de $1,045.50 el 28/04/2024. ¿Desea realizar otro pago?');
  });

  it('the due date and the balance as shown', () => {
    expect(formatDueDate({ dueDate: '2026-11-05' }, quickPayMessagesEs, 'es-US')).toBe(
      '05/11/2026',
    );
    expect(formatDueDate({ dueDate: null }, quickPayMessagesEs, 'es-US')).toBe('N/D');
    expect(formatBalance({ accountBalance: -12.5, isPrepaidAccount: true }, 'es-US')).toBe(
      '($12.50)',
    );
  });

  it('English is unchanged when no locale is given', () => {
    expect(formatDueDate({ dueDate: '2026-11-05' })).toBe('11/05/2026');
  });
});
