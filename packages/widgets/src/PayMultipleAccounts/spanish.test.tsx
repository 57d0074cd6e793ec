import { todayPlus } from '@coop-portal/ui';
import { CUTOFF_MESSAGE } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { PayMultipleAccounts, type PayMultipleAccountsProps } from './PayMultipleAccounts';

const { posted } = setUpDemoBackend();

const members = { 'member.demo': '800001', 'member.states': '800005' } as const;

/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = todayPlus(days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

async function renderSpanish(
  userName: keyof typeof members = 'member.demo',
  props: Partial<PayMultipleAccountsProps> = {},
) {
  const session = await memberSession(userName);
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <PayMultipleAccounts memberNumber={members[userName]} {...props} />
    </CoopWidgetProvider>,
  );
  if (userName === 'member.states') {
    await screen.findByRole('alertdialog', {}, { timeout: 5_000 });
  } else {
    await screen.findByRole('table', { name: 'Sus cuentas' }, { timeout: 5_000 });
  }
  return user;
}

const row = (accountNumber: string) =>
  screen.getByRole('rowheader', { name: new RegExp(accountNumber) }).closest('tr')!;
const amount = (accountNumber: string) =>
  screen.getByRole('textbox', { name: `Monto del pago de la cuenta ${accountNumber}` });
const summaryValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('doc 1 §3, §4.1, §5.1 Pay Multiple Accounts in Spanish (US): the provider’s locale="es-US"', () => {
  it('the table, the payment and its summary read in Spanish; dates day first', async () => {
    await renderSpanish();
    expect(screen.getByRole('heading', { name: 'Pagar varias cuentas', level: 2 })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Seleccionar todo',
      'Número de cuenta',
      'Tipo',
      'Estado',
      'Saldo',
      'Fecha de vencimiento',
      'Saldo vencido',
      'Monto del pago',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pagar la cuenta 3000002' })).toBeChecked();
    expect(amount('3000002')).toHaveValue('48.60');
    // member.demo's 1000001 is due in 12 days.
    expect(row('1000001')).toHaveTextContent(esDay(12));
    expect(summaryValue('Cuentas seleccionadas')).toBe('3');
    expect(summaryValue('Total del pago')).toBe('$210.97');
    expect(screen.getByRole('radiogroup', { name: 'Tipo de pago' })).toBeVisible();
    await waitFor(() => expect(summaryValue('Cargo por conveniencia')).toBe('$2.95'));
    expect(summaryValue('Impuesto')).toBe('Incluido en los montos de sus facturas');
  });

  it('an amount message names its account, on the field, which takes focus', async () => {
    const user = await renderSpanish();
    await user.clear(amount('3000002'));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(amount('3000002')).toHaveFocus());
    expect(amount('3000002')).toHaveAccessibleDescription(
      expect.stringContaining('Cuenta 3000002: Debe ingresar un monto válido.'),
    );
    expect(screen.getByRole('heading', { name: 'Corrija lo siguiente:' })).toBeVisible();
    expect(posted).toHaveLength(0);
  });

  it('no account selected: says so in Spanish', async () => {
    const user = await renderSpanish();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    expect(summaryValue('Total del pago')).toBe('$0.00');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seleccione al menos una cuenta para pagar.',
    );
  });

  it('the prepaid balance in parentheses, N/D for its due date; the cutoff block in Spanish', async () => {
    const user = await renderSpanish('member.states');
    const dialog = screen.getByRole('alertdialog', { name: 'Pago no disponible' });
    expect(dialog).toHaveTextContent(CUTOFF_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const cells = (accountNumber: string) =>
      [...row(accountNumber).querySelectorAll('td, th')]
        .map((cell) => cell.textContent)
        .join(' | ');
    expect(cells('3000031')).toMatch(/\(\$12\.50\).*N\/D/);
    expect(cells('3000034')).toMatch(/\$210\.40.*\$160\.40/);
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  });
});

describe('doc 1 §3 allowFutureDatedPayments, doc 2 §2.8 the payment date in Spanish (US)', () => {
  const field = () => screen.getByRole('group', { name: 'Fecha de pago' });
  /** Types a date into the field's segments, day first as Spanish (US) orders them. */
  async function typeDate(user: Awaited<ReturnType<typeof renderSpanish>>, days: number) {
    await user.click(within(field()).getAllByRole('spinbutton')[0]!);
    await user.keyboard(esDay(days).replace(/\//g, ''));
  }

  it('today by default, the latest day written day first; a later day schedules the payment', async () => {
    const user = await renderSpanish('member.demo', { allowFutureDatedPayments: true });
    expect(field()).toHaveTextContent(esDay(0));
    expect(
      screen.getByText(
        `Hoy o un día posterior, hasta el ${esDay(12)}. Si elige un día posterior, el pago se programa para ese día.`,
      ),
    ).toBeVisible();
    await typeDate(user, 5);
    expect(summaryValue('Programado para')).toBe(esDay(5));
    expect(screen.getByRole('button', { name: 'Programar pago' })).toBeVisible();
  });

  it('a day after the latest one: the message on the field, which takes focus', async () => {
    const user = await renderSpanish('member.demo', { allowFutureDatedPayments: true });
    await typeDate(user, 13);
    await user.click(screen.getByRole('button', { name: 'Programar pago' }));
    const message = `La fecha de pago no puede ser posterior al ${esDay(12)}.`;
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(field()).getAllByRole('spinbutton')[0]).toHaveFocus());
    expect(posted).toHaveLength(0);
  });
});
