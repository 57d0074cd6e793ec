import { describe, expect, it } from 'vitest';
import { depositsAndArrangementsMessagesEs as es } from '../es';
import { arrangementView, depositRows, installmentRows } from './index';

const TODAY = '2026-03-15';

describe('doc 1 §2.2 Deposits and Arrangements in Spanish (US): the same rules, formatted for es-US', () => {
  it('a deposit row: dates day first, its status in Spanish', () => {
    const [row] = depositRows(
      [
        {
          depositDate: '2021-01-10',
          depositAmount: 1075,
          depositType: 'Water',
          status: 'Refunded',
          refundDate: '2023-02-28',
          interestAmount: 2.3,
        },
      ],
      es,
      'es-US',
    );
    expect(row).toMatchObject({
      datePaid: '10/01/2021',
      // What the API names is shown as given.
      type: 'Water',
      amount: '$1,075.00',
      statusLabel: 'Reembolsado',
      refundDate: '28/02/2023',
      interest: '$2.30',
    });
  });

  it('an overdue arrangement: its terms, its instalments and the warning, day first', () => {
    const view = arrangementView(
      {
        arrangementBalance: 150,
        nextPaymentAmount: 50,
        nextPaymentDueDate: '2026-03-12',
        startDate: '2026-01-12',
        installments: [
          { dueDate: '2026-02-12', amount: 50, paid: true },
          { dueDate: '2026-03-12', amount: 50, paid: false },
          { dueDate: '2026-04-12', amount: 50, paid: false },
          { dueDate: '2026-05-12', amount: 50, paid: false },
        ],
      },
      TODAY,
      es,
      'es-US',
    );
    expect(view).toMatchObject({
      balance: '$150.00',
      nextPaymentAmount: '$50.00',
      nextPaymentDueDate: '12/03/2026',
      startDate: '12/01/2026',
      overdue: true,
      overdueWarning:
        'El pago de $50.00 de su acuerdo de pago venció el 12/03/2026 y no se ha recibido.',
      remaining: { count: 3, amount: '$150.00' },
    });
    expect(view.installments.map((row) => [row.dueDate, row.statusLabel])).toEqual([
      ['12/02/2026', 'Pagada'],
      ['12/03/2026', 'Vencida'],
      ['12/04/2026', 'Próximo pago'],
      ['12/05/2026', 'Por vencer'],
    ]);
  });

  it('names one account or several with their article, joined with “y”', () => {
    expect(es.accountsWithoutDeposits(es.accountList(['3000022']))).toBe(
      'No hay depósitos en la cuenta 3000022.',
    );
    expect(es.accountsWithoutArrangements(es.accountList(['1', '2', '3']))).toBe(
      'No hay acuerdos de pago en las cuentas 1, 2 y 3.',
    );
  });

  it('English is unchanged when no locale is given', () => {
    expect(installmentRows([{ dueDate: '2026-03-20', amount: 1025 }], TODAY)[0]).toMatchObject({
      dueDate: '03/20/2026',
      amount: '$1,025.00',
    });
    expect(depositRows([{ depositDate: '2021-01-10', depositAmount: 75 }])[0]?.datePaid).toBe(
      '01/10/2021',
    );
  });
});
