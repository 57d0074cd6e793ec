import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { OperationRoundUp } from './OperationRoundUp';

const { countRequests } = setUpDemoBackend();

const TODAY = '2026-11-27';

async function renderSpanish() {
  const session = await memberSession('member.demo');
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <OperationRoundUp memberNumber="800001" today={TODAY} />
    </CoopWidgetProvider>,
  );
  await screen.findByRole('table', { name: 'Operación Redondeo' }, { timeout: 5_000 });
  return user;
}

const box = (account: string) =>
  screen.getByRole('checkbox', { name: `Seleccionar la cuenta ${account}` });
const toggle = (account: string) =>
  screen.getByRole('switch', { name: `Redondeo de la cuenta ${account}` });
const amount = (account: string) =>
  screen.getByRole('textbox', { name: `Monto de Redondeo Plus de la cuenta ${account}` });
const expiration = (account: string) =>
  screen.getByRole('group', { name: `Fecha de expiración de la cuenta ${account}` });
const proceed = () => screen.getByRole('button', { name: 'Continuar' });

describe('doc 3 §2.3 Operation Round Up in Spanish (US): the provider’s locale="es-US"', () => {
  it('the heading, the intro, the table and the help read in Spanish', async () => {
    const user = await renderSpanish();
    expect(screen.getByRole('heading', { name: 'Operación Redondeo', level: 2 })).toBeVisible();
    expect(screen.getByText(/^Marque las cuentas que desea cambiar/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todo' })).toBeVisible();
    expect(proceed()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ayuda con Operación Redondeo' }));
    const help = await screen.findByRole('dialog', { name: 'Acerca de Operación Redondeo' });
    expect(help).toHaveTextContent(/Con Redondeo, cada factura de la cuenta se redondea/);
    await user.click(within(help).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('§5 the messages in Spanish on their fields, focus on the first invalid one, nothing sent', async () => {
    const sent = countRequests(/\/roundup$/);
    const user = await renderSpanish();
    await user.click(box('1000001'));
    await user.clear(amount('1000001'));
    await user.type(amount('1000001'), '100000000');
    await user.click(within(expiration('1000001')).getAllByRole('spinbutton')[0]!);
    // Day first, as the Spanish (US) date field orders its parts; today is 27/11/2026.
    await user.keyboard('27112026');
    expect(expiration('1000001')).toHaveTextContent('27/11/2026');
    await user.click(proceed());
    await waitFor(() => expect(amount('1000001')).toHaveFocus());
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
    expect(amount('1000001')).toHaveAccessibleDescription(
      expect.stringContaining('Debe ingresar un monto de pago menor que 99999999.99.'),
    );
    expect(expiration('1000001')).toHaveAccessibleDescription(
      expect.stringContaining('La fecha de expiración no puede estar en el pasado.'),
    );
    expect(sent).toHaveLength(0);
  });

  it('§8 success, in Spanish', async () => {
    const user = await renderSpanish();
    await user.click(box('3000002'));
    await user.click(toggle('3000002'));
    await user.click(proceed());
    expect(
      await screen.findByText(
        'Operación Redondeo se actualizó correctamente para las cuentas seleccionadas.',
      ),
    ).toBeVisible();
  });
});
