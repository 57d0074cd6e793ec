import { describe, expect, it } from 'vitest';
import { accountListMessagesEs } from '../es';
import { balanceDisplay, dueDateDisplay } from './index';

describe('doc 1 §9, §4.1 the account list in Spanish (US): Spanish wording, dates day first', () => {
  it('a standard account’s balance and due date', () => {
    expect(
      balanceDisplay(
        { accountBalance: 1402.16, isPrepaidAccount: false },
        accountListMessagesEs,
        'es-US',
      ),
    ).toEqual({ label: 'Total a pagar', amount: '$1,402.16', isPrepaid: false });
    expect(dueDateDisplay({ dueDate: '2026-11-05' }, accountListMessagesEs, 'es-US')).toBe(
      '05/11/2026',
    );
  });

  it('a prepaid account: the prepaid wording, a negative balance in parentheses, N/D', () => {
    expect(
      balanceDisplay(
        { accountBalance: -12.5, isPrepaidAccount: true },
        accountListMessagesEs,
        'es-US',
      ),
    ).toEqual({ label: 'Saldo prepagado', amount: '($12.50)', isPrepaid: true });
    expect(
      dueDateDisplay(
        { dueDate: '2026-11-05', isPrepaidAccount: true },
        accountListMessagesEs,
        'es-US',
      ),
    ).toBe('N/D');
    expect(dueDateDisplay({ dueDate: null }, accountListMessagesEs, 'es-US')).toBe('N/D');
  });

  it('English is unchanged when no locale is given', () => {
    expect(dueDateDisplay({ dueDate: '2026-11-05' })).toBe('11/05/2026');
    expect(balanceDisplay({ accountBalance: 1402.16 }).amount).toBe('$1,402.16');
  });
});
