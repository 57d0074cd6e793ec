import { describe, expect, it } from 'vitest';
import { accountOverviewMessagesEs } from '../es';
import {
  accountCard,
  arrangementDetails,
  budgetBillingCard,
  overviewBanners,
  type OverviewAccount,
} from './index';

const TODAY = '2026-05-15';

const account: OverviewAccount = {
  accountNumber: '1000001',
  accountHolderName: 'Jordan Rivers',
  accountType: 'Electric',
  accountStatus: 'Active',
  derivedStatus: 'Past Due',
  accountBalance: 1142.37,
  dueDate: '2026-05-27',
  isPrepaidAccount: false,
  pastDueAmount: 120,
  cutOffDate: '2026-06-03',
  autoPayExists: true,
  outageStatus: 'N',
};

describe('doc 2 §2.1, §4; doc 1 §9 the account overview in Spanish (US): Spanish texts, dates day first', () => {
  it('the account card writes its dates day first and keeps the amounts as the US writes them', () => {
    expect(accountCard(account, {}, accountOverviewMessagesEs, 'es-US')).toMatchObject({
      amountLabel: 'Total a pagar',
      amount: '$1,142.37',
      dueDate: '27/05/2026',
      pastDueAmount: '$120.00',
      cutoffDate: '03/06/2026',
      autoPayLabel: 'Inscrita en débito automático',
    });
  });

  it('a prepaid account: the prepaid wording, its negative balance in parentheses, N/D', () => {
    expect(
      accountCard(
        { ...account, isPrepaidAccount: true, accountBalance: -12.5 },
        {},
        accountOverviewMessagesEs,
        'es-US',
      ),
    ).toMatchObject({ amountLabel: 'Saldo prepagado', amount: '($12.50)', dueDate: 'N/D' });
  });

  it('the Budget Billing card and the arrangement details', () => {
    expect(
      budgetBillingCard(
        { billingType: 'Average', yearToDateBudgetDifference: -12.4, accountBalance: 48.6 },
        accountOverviewMessagesEs,
        'es-US',
      ),
    ).toEqual({
      title: 'Facturación promedio',
      billingType: 'Average',
      yearToDateBudgetDifference: '-$12.40',
      netAccountBalance: '$48.60',
    });
    expect(
      arrangementDetails(
        {
          arrangement: {
            arrangementBalance: 75,
            nextPaymentAmount: 25,
            nextPaymentDueDate: '2026-05-20',
          },
        },
        TODAY,
        'es-US',
      ),
    ).toEqual({
      balance: '$75.00',
      nextPaymentAmount: '$25.00',
      nextPaymentDueDate: '20/05/2026',
      overdue: false,
    });
  });

  it('the banners: the restoration time, the overdue arrangement payment, the fixed texts', () => {
    const banners = overviewBanners(
      {
        account: {
          ...account,
          derivedStatus: 'Current',
          outageStatus: 'Y',
          estimatedTimeOfRestoration: '2026-05-15T17:30:00',
          activeReturnedItems: true,
          arrangement: { nextPaymentAmount: 50, nextPaymentDueDate: '2026-05-12' },
        },
        capitalCreditFileMissing: true,
        today: TODAY,
        messages: accountOverviewMessagesEs,
      },
      'es-US',
    );
    expect(banners.map((banner) => banner.lines)).toEqual([
      ['No se encontró el archivo de créditos de capital.'],
      [
        'Esta cuenta tiene pagos devueltos. Comuníquese con el servicio a socios sobre el pago de esta cuenta.',
      ],
      // The time's "p.m." closes the sentence: one period, not two.
      [
        'Hay un apagón activo en esta ubicación de servicio. Hora estimada de restablecimiento: 15/05/2026 5:30 p.m.',
      ],
      ['El pago de $50.00 de su acuerdo de pago venció el 12/05/2026 y no se ha recibido.'],
    ]);
  });

  it('a restoration time not yet known ends the sentence with its period', () => {
    expect(
      overviewBanners(
        {
          account: { ...account, outageStatus: 'Y', estimatedTimeOfRestoration: null },
          today: TODAY,
          messages: accountOverviewMessagesEs,
        },
        'es-US',
      ).find((banner) => banner.id === 'outage')?.lines,
    ).toEqual([
      'Hay un apagón activo en esta ubicación de servicio. Hora estimada de restablecimiento: aún no se conoce.',
    ]);
  });

  it('English is unchanged when no locale is given', () => {
    expect(accountCard(account)).toMatchObject({ dueDate: '05/27/2026', cutoffDate: '06/03/2026' });
    expect(
      overviewBanners({
        account: { ...account, outageStatus: 'Y', estimatedTimeOfRestoration: null },
        today: TODAY,
      }).find((banner) => banner.id === 'outage')?.lines,
    ).toEqual([
      'There is an active outage at this service location. Estimated restoration time: not yet known.',
    ]);
  });
});
