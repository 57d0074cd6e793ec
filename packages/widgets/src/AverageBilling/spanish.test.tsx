import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { AverageBilling } from './AverageBilling';

setUpDemoBackend();

/** Renders a widget in Spanish (US) with the demo member `userName` signed in. */
async function renderInSpanish(userName: string, widget: ReactNode) {
  const { user } = await renderSignedIn(userName, widget, { locale: 'es-US' });
  return { user };
}

const table = () =>
  screen.findByRole('grid', { name: 'Sus cuentas y la facturación promedio' }, { timeout: 5_000 });

describe('doc 3 §2.4 Average Billing in Spanish (US): the provider’s locale="es-US"', () => {
  it('member.demo: the accounts, their actions and a sign-up confirmed, in Spanish', async () => {
    const { user } = await renderInSpanish('member.demo', <AverageBilling memberNumber="800001" />);
    const grid = await table();
    expect(screen.getByRole('heading', { name: 'Facturación promedio' })).toBeVisible();
    expect(screen.getByText(/^La facturación promedio distribuye sus costos/)).toBeVisible();
    expect(
      within(grid).getByRole('columnheader', { name: 'Monto mensual estimado' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Filtrar las cuentas' })).toBeVisible();
    expect(
      within(grid).getByRole('button', {
        name: 'Quitar la cuenta 3000002 de la facturación promedio',
      }),
    ).toHaveTextContent('Quitar');
    expect(
      within(grid).getByRole('button', {
        name: 'Cuenta 3000003: no elegible para la facturación promedio',
      }),
    ).toHaveTextContent('No elegible');

    const signUp = within(grid).getByRole('button', {
      name: 'Inscribir la cuenta 1000001 en la facturación promedio',
    });
    expect(signUp).toHaveTextContent('Inscribir');
    await user.click(signUp);
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: '¿Inscribirse en la facturación promedio?' },
      { timeout: 5_000 },
    );
    expect(dialog).toHaveTextContent(
      'A la cuenta 1000001 se le facturará un monto estimado de $131.00 cada mes, con un ajuste una vez al año.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'El tipo de facturación de la cuenta 1000001 se actualizó correctamente',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });

  it('member.many: the filtered view’s hint, bulk button and count, by the Spanish plural', async () => {
    const { user } = await renderInSpanish('member.many', <AverageBilling memberNumber="800004" />);
    await table();
    await user.click(screen.getByRole('button', { name: /Mostrar$/ }));
    await user.click(await screen.findByRole('option', { name: 'Con facturación promedio' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    expect(
      screen.getByText('Marque varias cuentas y luego haga clic en el botón ...'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar seleccionadas' })).toBeDisabled();
    expect(screen.getByText('0 cuentas seleccionadas')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /3000021/ }));
    expect(screen.getByText('1 cuenta seleccionada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar seleccionadas' })).toBeEnabled();
  });
});
