import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { ScheduledPayments } from './ScheduledPayments';

setUpDemoBackend();

const members = { 'member.demo': '800001', 'member.solo': '800003' } as const;

async function renderSpanish(userName: keyof typeof members = 'member.demo') {
  const session = await memberSession(userName);
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <ScheduledPayments memberNumber={members[userName]} />
    </CoopWidgetProvider>,
  );
  return user;
}

const table = () => screen.findByRole('grid', { name: 'Pagos programados' }, { timeout: 5000 });

/** An element's text as shown: without what is hidden from assistive technology. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .filter((row) => !row.closest('tfoot'))
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 5).map(shownText),
    );
}

/** dd/MM/yyyy of today plus `days`: a date as Spanish (US) writes it (the demo's dates count from today). */
function esDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** The second payment's name: its amount and payment date. */
const second = () => `$73.60 el ${esDay(21)}`;

describe('doc 2 §2.8 Scheduled payments in Spanish (US): the provider’s locale="es-US"', () => {
  it('the list reads in Spanish, its dates day first; the API’s types and methods as given', async () => {
    await renderSpanish();
    const grid = await table();
    expect(screen.getByRole('heading', { name: 'Pagos programados', level: 2 })).toBeVisible();
    expect(within(grid).getAllByRole('columnheader').map(shownText)).toEqual([
      'Fecha de creación',
      'Tipo',
      'Monto',
      'Método',
      'Fecha de pago',
      'Acciones',
    ]);
    expect(shownRows(grid)).toEqual([
      [esDay(-3), 'One-time', '$142.37', 'Visa ••••4242', esDay(10)],
      [esDay(-1), 'Multiple accounts', '$73.60', 'Checking ••••6789', esDay(21)],
    ]);
  });

  it('member.solo has none: says so in Spanish', async () => {
    await renderSpanish('member.solo');
    expect(
      await screen.findByText('No hay pagos programados en este momento.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('a created date opens the accounts to be paid, with their total', async () => {
    const user = await renderSpanish();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', {
        name: `${esDay(-1)}: cuentas que se pagarán con el pago de ${second()}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cuentas que se pagarán' });
    const accounts = within(dialog).getByRole('grid', {
      name: `Cuentas que se pagarán con el pago de ${second()}`,
    });
    expect(within(accounts).getAllByRole('columnheader').map(shownText)).toEqual([
      'Cuenta',
      'Tipo',
      'Monto',
    ]);
    expect(
      within(accounts)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(shownText),
        ),
    ).toEqual([
      ['3000002', 'Water', '$48.60'],
      ['3000003', 'Electric', '$25.00'],
      ['Total', '', '$73.60'],
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('doc 2 §4 Scheduled payment delete in Spanish (US)', () => {
  it('asks first, then deletes and says so', async () => {
    const user = await renderSpanish();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: `Eliminar el pago programado de ${second()}` }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar pago programado' });
    expect(confirm).toHaveTextContent(
      `¿Desea eliminar el pago programado de ${second()}? No se realizará.`,
    );
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Se eliminó el pago programado de ${second()}.`)).toBeVisible();
    expect(shownRows(await table()).map((row) => row[2])).toEqual(['$142.37']);
  });
});
