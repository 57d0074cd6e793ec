import { getMyMeterUrl } from '@coop-portal/api-client';
import { anyBase, errorAnswer, setDemoOverrides } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { AccountOverview } from './AccountOverview';

const { server } = setUpDemoBackend();
afterEach(() => {
  setDemoOverrides();
  vi.restoreAllMocks();
});

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

async function renderSpanish(
  accountNumber: string,
  [userName, memberNumber]: readonly [string, string] = ['member.demo', '800001'],
) {
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <AccountOverview accountNumber={accountNumber} memberNumber={memberNumber} />
    </CoopWidgetProvider>,
  );
  await screen.findByRole('group', { name: 'Acciones de la cuenta' }, { timeout: 5_000 });
  return user;
}

const card = (name: string) => screen.getByRole('region', { name });
const banner = (id: string) => document.querySelector(`[data-banner="${id}"]`);
const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('doc 2 §2.1 account overview in Spanish (US): the provider’s locale="es-US"', () => {
  it('the account card, its buttons and the cards read in Spanish, the due date day first (1000001)', async () => {
    await renderSpanish('1000001');
    const summary = card('Jordan Rivers');
    expect(within(summary).getByText('Número de cuenta')).toBeVisible();
    expect(within(summary).getByText('Dirección de servicio')).toBeVisible();
    expect(within(summary).getByText('Total a pagar')).toBeVisible();
    expect(within(summary).getByText('$142.37')).toBeVisible();
    expect(within(summary).getByText(`Fecha de vencimiento: ${esDay(12)}`)).toBeVisible();
    // What the API says is shown as given.
    expect(within(summary).getByText('Active Electric')).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'Pagar factura' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Reportar un apagón' })).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'Mi medidor' })).toBeVisible();

    const myAccount = card('Mi cuenta');
    expect(within(myAccount).getByText('Electricidad')).toBeVisible();
    expect(within(myAccount).getByText('Con servicio')).toBeVisible();
    expect(
      within(myAccount).getByRole('link', { name: 'Editar el perfil de la cuenta' }),
    ).toBeVisible();
    expect(within(card('Mi factura')).getByText('$142.37')).toBeVisible();

    await within(card('Enlaces rápidos')).findByRole('link', { name: 'Facturación electrónica' });
    expect(items(card('Enlaces rápidos'))).toEqual([
      'Perfil de la cuenta',
      'Alertas y notificaciones',
      'Facturación electrónica',
      'Reporte de apagones',
      'Solicitudes de servicio',
      'Seguimiento del consumo',
      // The co-op's own link text, as given.
      'Capital Credit Statement',
    ]);
    expect(items(card('Programas de pago'))).toEqual([
      'Pago automático',
      'Facturación promedio',
      'Pagos por débito automático',
      'Acuerdo de pago',
      'Pagar varias cuentas',
      'Operación Redondeo',
    ]);

    // The usage card: the month as Spanish writes it, the total by its plural.
    const usageCard = card('Consumo');
    expect(await within(usageCard).findByText(/^Consumo de [a-z]+ de \d{4}$/)).toBeVisible();
    expect(within(usageCard).getByText('Promedio mensual')).toBeVisible();
    expect(within(usageCard).getByText(/^Total de los últimos \d+ meses$/)).toBeVisible();

    const summaryOfUsage = card('Resumen del consumo facturado');
    expect(
      await within(summaryOfUsage).findByRole(
        'figure',
        { name: /Consumo mensual, últimos 12 meses/ },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(within(summaryOfUsage).getByRole('link', { name: 'Ver detalles' })).toBeVisible();
  });

  it('the overdue arrangement payment, day first, and the linked accounts (3000021)', async () => {
    await renderSpanish('3000021', ['member.many', '800004']);
    expect(banner('arrangementOverdue')).toHaveTextContent(
      `El pago de $50.00 de su acuerdo de pago venció el ${esDay(-3)} y no se ha recibido.`,
    );
    const arrangement = card('Detalles del acuerdo de pago');
    expect(within(arrangement).getByText('Vencimiento del próximo pago')).toBeVisible();
    expect(within(arrangement).getByText('Vencido')).toBeVisible();
    expect(within(arrangement).getByText(esDay(-3))).toBeVisible();

    const linked = card('Cuentas vinculadas');
    const table = await within(linked).findByRole('table', { name: 'Cuentas vinculadas' });
    expect(within(table).getByRole('columnheader', { name: 'Saldo facturado' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    expect(within(table).getByText('$757.34')).toBeVisible();
  });

  it('a prepaid account: the prepaid wording, N/D and the outage’s restoration time (3000003)', async () => {
    await renderSpanish('3000003');
    const summary = card('Jordan Rivers');
    expect(within(summary).getByText('Saldo prepagado')).toBeVisible();
    expect(within(summary).getByText('Fecha de vencimiento: N/D')).toBeVisible();
    expect(banner('outage')).toHaveTextContent(
      /Hay un apagón activo en esta ubicación de servicio\. Hora estimada de restablecimiento: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (a|p)\.m\.$/,
    );
  });

  it('the Budget Billing card and the auto-pay label (3000024)', async () => {
    await renderSpanish('3000024', ['member.many', '800004']);
    expect(within(card('Riley Okafor')).getByText('Inscrita en débito automático')).toBeVisible();
    const budget = card('Facturación presupuestada');
    expect(
      within(budget).getByText('Diferencia con el presupuesto en lo que va del año'),
    ).toBeVisible();
    expect(within(budget).getByText('$18.60')).toBeVisible();
  });

  it('My Meter says the service is unavailable in Spanish', async () => {
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(http.get(anyBase(getMyMeterUrl.path), () => errorAnswer(500, 'down')));
    const user = await renderSpanish('1000001');
    await user.click(screen.getByRole('button', { name: 'Mi medidor' }));
    expect(
      await screen.findByText('Servicio no disponible. Comuníquese con el administrador.'),
    ).toBeVisible();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
  });
});
