import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { QuickPay } from './QuickPay';
import { QuickPayDialog } from './QuickPayDialog';
import { API, setUpDemoBackend } from './testing';

const { posted } = setUpDemoBackend();

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

function renderSpanish(children: React.ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
      {children}
    </CoopWidgetProvider>,
  );
  return user;
}

describe('doc 1 §2.5 Quick Pay in Spanish (US): the provider’s locale="es-US"', () => {
  it('every step reads in Spanish, errors included, with dates and amounts as Spanish (US) writes them', async () => {
    const user = renderSpanish(<QuickPay />);
    const region = await screen.findByRole('region', { name: 'Pago rápido' });
    const inRegion = within(region);
    const steps = within(inRegion.getByRole('list', { name: 'Pasos de Pago rápido' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Cuenta',
      '2Verificar',
      '3Pagar',
    ]);

    // doc 1 §5.1: the same rules, the first invalid field focused.
    await user.click(inRegion.getByRole('button', { name: 'Verificar' }));
    const account = inRegion.getByRole('textbox', { name: 'Número de cuenta' });
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAccessibleDescription('Ingrese su número de cuenta.');
    expect(inRegion.getByText('Corrija lo siguiente:')).toBeVisible();

    await user.type(account, '1000001');
    await user.type(
      inRegion.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
      '1111',
    );
    await user.click(inRegion.getByRole('button', { name: 'Verificar' }));
    await inRegion.findByRole('heading', { name: 'Verificar', level: 3 });
    const details = inRegion.getByText('Titular de la cuenta').closest('dl') as HTMLElement;
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Número de cuenta', '1000001'],
      ['Titular de la cuenta', 'Jordan Rivers'],
      ['Dirección de servicio', '418 Prairie View Rd, Riverbend, KS 66000'],
      ['Total a pagar', '$142.37'],
      ['Fecha de vencimiento', esDay(12)],
      // What the API says is shown as given.
      ['Estado', 'Current'],
    ]);

    await user.click(inRegion.getByRole('button', { name: 'Verificar' }));
    await inRegion.findByRole('heading', { name: 'Pagar', level: 3 });
    const amount = inRegion.getByRole('textbox', { name: 'Monto del pago' });
    expect(amount).toHaveValue('142.37');
    expect(inRegion.getByRole('radiogroup', { name: 'Tipo de pago' })).toBeVisible();
    await user.clear(amount);
    await user.click(inRegion.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(
      'Debe ingresar un monto válido. dólares estadounidenses',
    );
    await user.type(amount, '20');
    await user.click(inRegion.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('the dialog, its recent-payment question (1000007) and its quit question', async () => {
    const user = renderSpanish(<QuickPayDialog defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Pago rápido' });
    const inDialog = within(dialog);
    await user.type(inDialog.getByRole('textbox', { name: 'Número de cuenta' }), '1000007');
    await user.type(
      inDialog.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
      '7777',
    );
    await user.click(inDialog.getByRole('button', { name: 'Verificar' }));
    await inDialog.findByRole('heading', { name: 'Verificar', level: 3 });
    await user.click(inDialog.getByRole('button', { name: 'Verificar' }));
    const recent = await screen.findByRole('alertdialog', { name: 'Pago reciente' });
    expect(recent).toHaveTextContent(
      `Usted realizó un pago reciente de $55.00 el ${esDay(-2)}. ¿Desea realizar otro pago?`,
    );
    await user.click(within(recent).getByRole('button', { name: 'Continuar' }));
    await inDialog.findByRole('heading', { name: 'Pagar', level: 3 });

    await user.click(inDialog.getByRole('button', { name: 'Cerrar' }));
    const quit = await screen.findByRole('alertdialog', { name: 'Salir del pago' });
    expect(quit).toHaveTextContent('¿Está seguro de que desea dejar de realizar el pago?');
    await user.click(within(quit).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
