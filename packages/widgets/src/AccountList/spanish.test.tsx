import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { AccountList } from './AccountList';

setUpDemoBackend();

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** member.demo's list (800001: 1000001, 3000002 and the prepaid 3000003), in Spanish. */
async function renderSpanish() {
  const session = await memberSession('member.demo');
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <AccountList memberNumber="800001" />
    </CoopWidgetProvider>,
  );
  const grid = await screen.findByRole('grid', { name: 'Sus cuentas' }, { timeout: 5_000 });
  return { user, grid };
}

describe('view all accounts in Spanish (US): the provider’s locale="es-US"', () => {
  it('the heading, the search, the total, the columns and each account, its due date day first', async () => {
    const { grid } = await renderSpanish();
    expect(screen.getByRole('region', { name: 'Todas las cuentas' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar cuentas' })).toHaveAccessibleDescription(
      'Número de cuenta o dirección de servicio',
    );
    expect(screen.getByText('Total a pagar de todas las cuentas')).toBeVisible();
    // 1000001 ($142.37) and 3000002 ($48.60); the prepaid balance is not counted.
    expect(screen.getByText('$190.97')).toBeVisible();
    expect(
      screen.getByText(
        'La suma de los saldos pendientes de todas sus cuentas. No incluye créditos ni saldos prepagados.',
      ),
    ).toBeVisible();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const name of [
      'Número de cuenta',
      'Tipo',
      'Estado',
      'Dirección de servicio',
      'Saldo',
      'Fecha de vencimiento',
      'Acciones',
    ]) {
      expect(headers.some((header) => header?.includes(name))).toBe(true);
    }

    const standard = within(within(grid).getByRole('row', { name: /1000001/ }));
    expect(standard.getByText('$142.37')).toBeInTheDocument();
    expect(standard.getByText(esDay(12))).toBeInTheDocument();
    expect(
      standard.getByRole('link', { name: 'Resumen de la cuenta, cuenta 1000001' }),
    ).toHaveAttribute('href', '/accountoverview?accountno=1000001&isFromViewAllAccounts=true');
    expect(standard.getByRole('button', { name: 'Pagar, cuenta 1000001' })).toBeInTheDocument();
    expect(standard.getByRole('link', { name: 'Apagones, cuenta 1000001' })).toBeInTheDocument();
    expect(standard.getByRole('link', { name: 'Consumo, cuenta 1000001' })).toBeInTheDocument();

    const prepaid = within(within(grid).getByRole('row', { name: /3000003/ }));
    expect(prepaid.getByText('Saldo prepagado')).toBeInTheDocument();
    expect(prepaid.getByText('N/D')).toBeInTheDocument();
  });

  it('a search that finds nothing says so in Spanish', async () => {
    const { user } = await renderSpanish();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cuentas' }), 'Elm St');
    expect(await screen.findByText('Ninguna cuenta coincide con “Elm St”.')).toBeVisible();
  });
});
