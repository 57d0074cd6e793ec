import { setDemoOverrides } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { DraftPayments } from './DraftPayments';

setUpDemoBackend();
afterEach(() => setDemoOverrides({}));

async function renderSpanish(props: { accountNumber?: string; statusCode?: string } = {}) {
  const session = await memberSession('member.demo');
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <DraftPayments memberNumber="800001" {...props} />
    </CoopWidgetProvider>,
  );
  await screen.findByRole('tab', { name: 'Cuentas' }, { timeout: 5_000 });
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const submit = () => screen.getByRole('button', { name: 'Enviar' });

describe('doc 3 §2.2 Draft Payments in Spanish (US): the provider’s locale="es-US"', () => {
  it('the heading, the tabs and the current drafts read in Spanish; the API’s values as given', async () => {
    await renderSpanish({ statusCode: '0' });
    expect(
      screen.getByRole('heading', { name: 'Pagos por débito automático', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('Se actualizó la información de su débito automático.')).toBeVisible();
    expect(
      within(screen.getByRole('tablist', { name: 'Pestañas de débito automático' }))
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(['Cuentas', 'Configurar débito automático', 'Quitar débito automático']);
    const table = screen.getByRole('grid', { name: 'Cuentas con débito automático' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Número de cuenta',
      'Dirección de servicio',
      'Tipo',
      'Tipo de débito automático',
      'Cuenta de débito automático',
      'Día de débito automático',
    ]);
    // The draft type is the API's, shown as given.
    expect(within(table).getByRole('row', { name: /3000002/ })).toHaveTextContent('Bank Draft');
  });

  it('§5 Setup: the reasons, the account’s message and the authorize checkbox in Spanish', async () => {
    const user = await renderSpanish({ accountNumber: '1000001' });
    await user.click(tab('Configurar débito automático'));
    expect(
      screen.getByText('Cuenta 3000003: Pago con tarjeta de crédito restringido.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'Forma de pago para débito automático' }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^Cuenta 1000001/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Modalidad de débito automático/ }));
    await user.click(await screen.findByRole('option', { name: 'Día del mes' }));
    const day = screen.getByRole('textbox', { name: 'Día del mes' });
    await user.type(day, '29');
    await user.click(submit());
    // The first invalid field is the list of accounts, which names the account and its message.
    const list = screen.getByRole('group', {
      name: 'Cuentas que puede configurar con débito automático',
    });
    await waitFor(() => expect(list).toHaveFocus());
    expect(list).toHaveAccessibleDescription(
      'Cuenta 1000001: El día del mes debe ser anterior al 29.',
    );
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining('El día del mes debe ser anterior al 29.'),
    );
    expect(
      screen.getAllByText('Marque la casilla de autorización para enviar su débito automático.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('§4 the NACHA bank form in Spanish', async () => {
    const user = await renderSpanish({ accountNumber: '1000001' });
    await user.click(tab('Configurar débito automático'));
    // The demo co-op names its draft options itself (custom draft set-up): shown as given.
    await user.click(screen.getByRole('radio', { name: 'Bank Draft' }));
    expect(screen.getByRole('radiogroup', { name: 'Tipo de cuenta' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Cheques' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Cuenta 1000001/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Cuenta 1000001/ }));
    await user.type(screen.getByRole('textbox', { name: 'Número de cuenta bancaria' }), '12');
    await user.click(screen.getByRole('checkbox', { name: /^Autorizo a la cooperativa/ }));
    await user.click(submit());
    const routing = screen.getByRole('textbox', { name: /^Número de ruta bancaria/ });
    expect(
      screen.getByRole('textbox', { name: 'Número de cuenta bancaria' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('El número de cuenta bancaria debe tener entre 4 y 18 dígitos.'),
    );
    expect(routing).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese el número de ruta bancaria.'),
    );
  });

  it('§2.2 Remove: the question in Spanish, No and Yes', async () => {
    const user = await renderSpanish();
    await user.click(tab('Quitar débito automático'));
    await user.click(screen.getByRole('checkbox', { name: /3000002/ }));
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar débito automático' });
    expect(dialog).toHaveTextContent(
      '¿Está seguro de que desea quitar el débito automático de las cuentas seleccionadas?',
    );
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(
      await screen.findByText('No hay cuentas disponibles para quitar del débito automático.'),
    ).toBeInTheDocument();
  });

  it('EZ Pay where whecEnabled is on: the program’s name stays', async () => {
    setDemoOverrides({ config: { whecEnabled: true } });
    const user = await renderSpanish();
    expect(screen.getByRole('heading', { name: 'EZ Pay', level: 2 })).toBeVisible();
    expect(tab('Configurar EZ Pay')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ayuda para configurar EZ Pay' }));
    expect(
      await screen.findByRole('dialog', { name: 'Configuración de EZ Pay' }),
    ).toHaveTextContent('Quitar EZ Pay: marque las cuentas');
  });
});
