import {
  getMemberPaymentSettings,
  getPaymentAmounts,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import { CUTOFF_MESSAGE, handle } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import {
  memberSession,
  paymentSettings,
  setUpDemoBackend,
  TEST_API as API,
} from '../shared/testing';
import { PaymentConfirmation, type PaymentConfirmationProps } from './PaymentConfirmation';

const { server, posted } = setUpDemoBackend();

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A cutoff account whose minimum has every part (doc 1 §5.1): $1,425.00. */
const CUTOFF_AMOUNTS: EndpointAnswer<typeof getPaymentAmounts> = {
  accountNumber: '1000001',
  accountBalance: 1400,
  paymentAmount: 1400,
  dueDate: '2031-05-20',
  pastDueAmount: 0,
  reconnectFee: 50,
  additionalDeposit: 100,
  arrangementAmount: 0,
  liabilityConfirmationAmount: 0,
  showLiabilityConfirmation: false,
  cutoffAmount: 1250,
  derivedStatus: 'Current',
  disconnectFee: 25,
  isPrepaidAccount: false,
  minimumPaymentAmount: 0,
  overPayAmount: 1000,
  prepaidReconnectAmount: 0,
};

async function renderSpanish(props: Partial<PaymentConfirmationProps> = {}) {
  const session = await memberSession('member.demo');
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <PaymentConfirmation defaultOpen {...props} />
    </CoopWidgetProvider>,
  );
  return user;
}

const inDialog = () => within(screen.getByRole('dialog', { name: 'Confirmación de pago' }));
const amountField = () => inDialog().getByRole('textbox', { name: 'Monto del pago' });
const loaded = async () => {
  await screen.findByRole('dialog', { name: 'Confirmación de pago' });
  return inDialog().findByRole('textbox', { name: 'Monto del pago' }, { timeout: 5_000 });
};

describe('doc 1 §2.3, §3, §5.1 the payment confirmation in Spanish (US): the provider’s locale="es-US"', () => {
  it('reads in Spanish, its due date day first; an error on the amount, which takes focus', async () => {
    const user = await renderSpanish();
    expect(await loaded()).toHaveValue('142.37');
    expect(
      inDialog().getByRole('heading', { name: 'Confirmación de pago', level: 2 }),
    ).toBeVisible();
    expect(
      inDialog().getByText('Revise el monto y la forma de pago, y luego haga clic en Pagar.'),
    ).toBeVisible();
    const summary = inDialog().getByText('Dirección de servicio').closest('dl') as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Número de cuenta', '1000001'],
      ['Dirección de servicio', '418 Prairie View Rd, Riverbend, KS 66000'],
      ['Total a pagar', '$142.37'],
      ['Fecha de vencimiento', esDay(12)],
    ]);
    expect(inDialog().getByRole('radiogroup', { name: 'Tipo de pago' })).toBeVisible();
    expect(inDialog().getByRole('radio', { name: 'Tarjeta de crédito' })).toBeChecked();
    expect(inDialog().getByRole('button', { name: 'Cancelar' })).toBeVisible();

    await user.clear(amountField());
    await user.click(inDialog().getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Debe ingresar un monto válido.'),
    );
    expect(inDialog().getByRole('heading', { name: 'Corrija lo siguiente:' })).toBeVisible();
    expect(posted).toHaveLength(0);

    await user.type(amountField(), '20');
    await user.click(inDialog().getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('the cutoff minimum names its parts, its amount as Spanish (US) writes it', async () => {
    server.use(
      handle(getPaymentAmounts, () => CUTOFF_AMOUNTS),
      handle(getMemberPaymentSettings, () =>
        paymentSettings({ payOnlineAllowCutoffPaymentOverride: false }, { allowOverPay: true }),
      ),
    );
    const user = await renderSpanish();
    await loaded();
    await user.clear(amountField());
    await user.type(amountField(), '100');
    await user.click(inDialog().getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'En este momento, debe pagar un monto mínimo de $1,425.00, que incluye el monto para evitar la desconexión, el cargo por reconexión, el cargo por desconexión y el depósito adicional.',
      ),
    );
  });

  it('a prepaid account: its balance, N/D for the due date, and its minimum', async () => {
    const user = await renderSpanish({ accountNumber: '3000003' });
    expect(await loaded()).toHaveValue('37.85');
    expect(inDialog().getByText('Saldo prepagado')).toBeVisible();
    expect(inDialog().getByText('N/D')).toBeVisible();
    await user.clear(amountField());
    await user.type(amountField(), '10');
    await user.click(inDialog().getByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(
        expect.stringContaining('Debe pagar el monto mínimo de $20.00'),
      ),
    );
  });

  it('the cutoff block: the co-op’s message as given, in a Spanish dialog', async () => {
    server.use(
      handle(getMemberPaymentSettings, () =>
        paymentSettings({ payOnlinePayCutoffAccount: false }, { memberHasCutoffAccount: true }),
      ),
    );
    const user = await renderSpanish();
    const prompt = await screen.findByRole(
      'alertdialog',
      { name: 'Pago no disponible' },
      { timeout: 5_000 },
    );
    expect(prompt).toHaveTextContent(CUTOFF_MESSAGE);
    await user.click(within(prompt).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
