import { setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { AutoPay } from './AutoPay';

setUpDemoBackend();
afterEach(() => setDemoOverrides());

const today = new Date(2026, 10, 27);

async function renderSpanish() {
  const { user } = await renderSignedIn(
    'member.demo',
    <AutoPay memberNumber="800001" today={today} />,
    { locale: 'es-US' },
  );
  return user;
}

const table = () =>
  screen.findByRole('grid', { name: 'Pagos automáticos por cuenta' }, { timeout: 5000 });

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
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(1, 4).map(shownText),
    );
}

describe('doc 1 §2.2, §9 Auto Payments in Spanish (US): the provider’s locale="es-US"', () => {
  it('each account’s status, method and day read in Spanish; the API’s reasons as given', async () => {
    await renderSpanish();
    const grid = await table();
    expect(screen.getByRole('heading', { name: 'Pagos automáticos', level: 2 })).toBeVisible();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => shownText(header)),
    ).toEqual(['Cuenta', 'Estado', 'Método de pago', 'Día del débito', 'Acciones']);
    expect(shownRows(grid)).toEqual([
      ['No inscrita', '', ''],
      ['Inscrita en débito automático', 'Cuenta Checking terminada en 6789', 'Cuando se factura'],
      ['No inscritaPrepaid accounts pay as they use and cannot be enrolled in auto pay.', '', ''],
    ]);
    expect(
      within(grid).getByRole('button', {
        name: 'Inscribir la cuenta 1000001 en el pago automático',
      }),
    ).toBeVisible();
  });

  it('“Inscrita en EZ Pay” when whecEnabled is on', async () => {
    setDemoOverrides({ config: { whecEnabled: true } });
    await renderSpanish();
    expect(within(await table()).getByText('Inscrita en EZ Pay')).toBeVisible();
  });
});

describe('doc 3 §5, §9 enrol and stop in Spanish (US)', () => {
  it('Enroll: a missing day says so on its field; then the question, and the row shows the enrolment', async () => {
    const user = await renderSpanish();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', {
        name: 'Inscribir la cuenta 1000001 en el pago automático',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Pago automático de la cuenta 1000001',
    });
    expect(within(dialog).getByText('Del día 1 al 28.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const day = within(dialog).getByRole('button', { name: /Día del mes para el débito/ });
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(
        expect.stringContaining('El día del mes debe ser anterior al 29.'),
      ),
    );
    await user.click(day);
    await user.click(await screen.findByRole('option', { name: '12' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(dialog).toHaveTextContent(
      '¿Desea pagar automáticamente cada factura de la cuenta 1000001 con Visa terminada en 4242 el día 12 de cada mes?',
    );
    expect(within(dialog).getByRole('button', { name: 'Regresar' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Inscribir' }));
    expect(
      await screen.findByText('La cuenta 1000001 está inscrita en el pago automático.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(shownRows(grid)[0]).toEqual([
        'Inscrita en débito automático',
        'Visa terminada en 4242',
        'Día 12 de cada mes',
      ]),
    );
  });

  it('Stop asks first, in Spanish, then stops and says so', async () => {
    const user = await renderSpanish();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: 'Detener el pago automático de la cuenta 3000002' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Detener el pago automático' });
    expect(confirm).toHaveTextContent(
      '¿Desea detener el pago automático de la cuenta 3000002? Sus facturas ya no se pagarán automáticamente.',
    );
    expect(
      within(confirm).getByRole('button', { name: 'Mantener el pago automático' }),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Detener el pago automático' }));
    expect(
      await screen.findByText('Se detuvo el pago automático de la cuenta 3000002.'),
    ).toBeVisible();
    await waitFor(() => expect(shownRows(grid)[1]![0]).toBe('No inscrita'));
  });
});
