import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API } from '../shared/testing';
import { MyProfile, type MyProfileProps } from './MyProfile';

setUpDemoBackend();

/** My Profile of member.demo (800001) in a provider that speaks Spanish (US). */
async function renderSpanish(props: Partial<MyProfileProps> = {}) {
  const session = await memberSession('member.demo');
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" session={session} locale="es-US">
      <MyProfile memberNumber="800001" {...props} />
    </CoopWidgetProvider>,
  );
  await screen.findByRole('tab', { name: 'Datos de inicio de sesión' }, { timeout: 5000 });
  return user;
}

describe('doc 2 §2.3 My profile in Spanish (US): the provider’s locale="es-US"', () => {
  it('the tabs, the Login Info labels and Submit All read in Spanish', async () => {
    await renderSpanish();
    const profile = screen.getByRole('region', { name: 'Mi perfil' });
    const inProfile = within(profile);
    expect(inProfile.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Datos de inicio de sesión',
      'Opciones de facturación electrónica',
      'Operación Redondeo',
      'Autenticación multifactor',
    ]);
    expect(inProfile.getByRole('tablist', { name: 'Secciones del perfil' })).toBeVisible();
    expect(inProfile.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(
      'jordan.rivers@example.com',
    );
    expect(inProfile.getByRole('textbox', { name: /^Nombre de usuario/ })).toHaveValue(
      'member.demo',
    );
    expect(inProfile.getByRole('heading', { name: 'Datos de pago guardados' })).toBeVisible();
    expect(
      inProfile.getByText(
        'No se permite el cambio: hay un pago automático activo que usa estos datos.',
      ),
    ).toBeVisible();
    expect(inProfile.getByRole('switch', { name: 'Teléfono no publicado' })).toBeVisible();
    expect(inProfile.getByRole('button', { name: 'Enviar todo' })).toBeVisible();
    // The tab names joined as Spanish joins a list, with "y".
    expect(
      inProfile.getByText(
        'El botón Enviar todo guarda los cambios de las pestañas Datos de inicio de sesión, Opciones de facturación electrónica y Operación Redondeo.',
      ),
    ).toBeVisible();
  });

  it('doc 2 §5: a bad email and an unconfirmed password, in Spanish, focus on the first invalid field', async () => {
    const user = await renderSpanish();
    const email = screen.getByRole('textbox', { name: /^Correo electrónico/ });
    await user.clear(email);
    await user.type(email, 'jordan@');
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'short');
    await user.click(screen.getByRole('button', { name: 'Enviar todo' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese un correo electrónico válido.'),
    );
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('Confirme la contraseña.'),
    );
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
  });

  it('doc 2 §4: Paperless Options in Spanish; the confirmation (the co-op’s own text) is asked for in Spanish', async () => {
    const user = await renderSpanish({ initialTab: 'paperless' });
    expect(
      screen.getByRole('table', { name: 'Opciones de facturación electrónica por cuenta' }),
    ).toBeVisible();
    const email = screen.getByRole('checkbox', {
      name: 'Correo electrónico para la cuenta 3000002',
    });
    await user.click(
      screen.getByRole('checkbox', { name: 'Factura sin papel para la cuenta 3000002' }),
    );
    expect(email).toBeChecked();
    expect(email).toBeDisabled();
    expect(
      screen.getByText(
        'La factura sin papel se envía por correo electrónico, por eso la opción Correo electrónico queda marcada.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar todo' }));
    const confirmation = await screen.findByRole('checkbox', {
      name: /I agree to receive my bills and notices electronically/,
    });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription(
      expect.stringContaining('Marque la casilla para continuar.'),
    );
  });
});
