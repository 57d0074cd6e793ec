import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { Arrangements } from './Arrangements';
import { Deposits } from './Deposits';
import { bodyRows, esDay, shownText } from './testing';

setUpDemoBackend();

/** Renders a widget in Spanish (US) with the demo member `userName` signed in. */
async function renderInSpanish(userName: string, widget: ReactNode) {
  const { user } = await renderSignedIn(userName, widget, { locale: 'es-US' });
  return { user };
}

/** The terms of a card: each term with its details. */
const terms = (article: HTMLElement) =>
  Object.fromEntries(
    within(article)
      .getAllByRole('term')
      .map((term) => [shownText(term), shownText(term.nextElementSibling!)]),
  );

describe('doc 1 §2.2 Deposits in Spanish (US): the provider’s locale="es-US"', () => {
  it('member.demo: each account’s deposits, dates day first, statuses and totals in Spanish', async () => {
    await renderInSpanish('member.demo', <Deposits memberNumber="800001" />);
    const held = await screen.findByRole(
      'grid',
      { name: 'Depósitos de la cuenta 1000001' },
      { timeout: 5_000 },
    );
    const region = screen.getByRole('region', { name: 'Depósitos' });
    expect(
      within(held)
        .getAllByRole('columnheader')
        .map((header) => shownText(header)),
    ).toEqual(['Fecha de pago', 'Tipo', 'Monto', 'Estado', 'Fecha de reembolso', 'Intereses']);
    expect(bodyRows(held)).toEqual([
      [
        esDay({ months: -38 }),
        // What the API names is shown as given.
        'Residential security deposit',
        '$150.00',
        'Retenido',
        'No reembolsado',
        '$4.12',
      ],
    ]);
    expect(shownText(held.querySelector('tfoot')!)).toContain('Total retenido');

    const refunded = await screen.findByRole(
      'grid',
      { name: 'Depósitos de la cuenta 3000002' },
      { timeout: 5_000 },
    );
    expect(bodyRows(refunded)[0]?.slice(3, 5)).toEqual(['Reembolsado', esDay({ months: -36 })]);

    expect(screen.getByRole('region', { name: 'Cuenta 3000002' })).toBeVisible();
    expect(within(region).getByText('No hay depósitos en la cuenta 3000003.')).toBeVisible();
    expect(
      within(region).getByText(/^Retenemos un depósito mientras usted tenga servicio/),
    ).toBeVisible();
    expect(shownText(within(region).getByLabelText('Depósitos en sus cuentas'))).toBe(
      'Retenido en sus cuentas$150.00Intereses generados hasta ahora$4.12',
    );
  });

  it('member.many: the accounts without a deposit named in one sentence', async () => {
    await renderInSpanish('member.many', <Deposits memberNumber="800004" />);
    await screen.findByRole('grid', { name: 'Depósitos de la cuenta 3000021' }, { timeout: 5_000 });
    expect(
      screen.getByText('No hay depósitos en las cuentas 3000022, 3000023, 3000024 y 3000026.'),
    ).toBeVisible();
  });
});

describe('doc 2 §2.1, §3 Arrangements in Spanish (US): the provider’s locale="es-US"', () => {
  it('member.many: the overdue arrangement’s warning, terms and instalments, dates day first', async () => {
    await renderInSpanish('member.many', <Arrangements memberNumber="800004" />);
    const arrangement = await screen.findByRole(
      'article',
      { name: `Acuerdo de pago desde el ${esDay({ months: -3, days: -3 })}` },
      { timeout: 5_000 },
    );
    expect(screen.getByRole('heading', { name: 'Acuerdos de pago', level: 2 })).toBeVisible();
    expect(within(arrangement).getByRole('status')).toHaveTextContent(
      `El pago de $50.00 de su acuerdo de pago venció el ${esDay({ days: -3 })} y no se ha recibido.`,
    );
    const shown = terms(arrangement);
    expect(Object.keys(shown)).toEqual([
      'Saldo del acuerdo',
      'Próximo pago',
      'Vencimiento del próximo pago',
      'Pendiente de pago',
    ]);
    expect(shown['Próximo pago']).toBe('$50.00');
    expect(shown['Vencimiento del próximo pago']).toBe(`${esDay({ days: -3 })} Vencido`);
    expect(shown['Pendiente de pago']).toMatch(/^\d+ cuotas, \$[\d,]+\.\d{2}$/);
    const instalments = within(arrangement).getByRole('grid', { name: /^Cuotas: / });
    expect(bodyRows(instalments).map((row) => row[2])).toEqual([
      'Pagada',
      'Pagada',
      'Pagada',
      'Vencida',
      'Próximo pago',
      'Por vencer',
    ]);
    expect(bodyRows(instalments)[3]?.slice(0, 2)).toEqual([esDay({ days: -3 }), '$50.00']);
  });

  it('member.demo: what is left to pay, and the accounts without an arrangement named', async () => {
    await renderInSpanish('member.demo', <Arrangements memberNumber="800001" />);
    const arrangement = await screen.findByRole(
      'article',
      { name: `Acuerdo de pago desde el ${esDay({ months: -3, days: 5 })}` },
      { timeout: 5_000 },
    );
    expect(terms(arrangement)['Pendiente de pago']).toBe('3 cuotas, $75.00');
    expect(
      screen.getByText('No hay acuerdos de pago en las cuentas 1000001 y 3000003.'),
    ).toBeVisible();
  });
});
