import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API } from '../shared/testing';
import { MultiFactorSetup } from './MultiFactorSetup';

setUpDemoBackend();

async function renderSpanish(userName: string, memberNumber: string) {
  const session = await memberSession(userName);
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" session={session} locale="es-US">
      <MultiFactorSetup memberNumber={memberNumber} />
    </CoopWidgetProvider>,
  );
  return user;
}

const card = (title: string) => screen.findByRole('region', { name: title }, { timeout: 5_000 });

describe('doc 2 §2.4, §4 Multi-factor set-up in Spanish (US): the provider’s locale="es-US"', () => {
  it('member.demo sets up an app in Spanish: the card, the dialog’s steps, a wrong code, then on', async () => {
    const user = await renderSpanish('member.demo', '800001');
    const region = await card('Usar una aplicación');
    expect(region.textContent).toContain('Estado:');
    expect(within(region).getByText('Desactivada')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Configurar ahora' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Configurar una aplicación de autenticación',
    });
    const inDialog = within(dialog);
    await inDialog.findByRole('img', { name: /^Código QR que agrega su cuenta/ });
    expect(inDialog.getByRole('heading', { name: 'Paso 1: Escanee el código QR' })).toBeVisible();
    expect(
      inDialog.getByRole('heading', { name: 'Paso 2: Ingrese el código de 6 dígitos' }),
    ).toBeVisible();
    expect(inDialog.getByRole('button', { name: '¿No puede escanear este código?' })).toBeVisible();
    const code = inDialog.getByRole('textbox', { name: /Código de 6 dígitos/ });
    expect(code).toHaveAccessibleDescription(
      'Solo dígitos. La aplicación muestra un código nuevo cada 30 segundos.',
    );
    const verify = inDialog.getByRole('button', { name: 'Verificar código y activar' });
    expect(verify).toBeDisabled();

    await user.type(code, '654321');
    await user.click(verify);
    expect((await inDialog.findByRole('alert')).textContent).toContain(
      'La verificación no fue exitosa. El código no coincide.',
    );
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '123456');
    await user.click(verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const on = await card('Aplicación de autenticación');
    expect(within(on).getByText('Activada')).toBeVisible();
    expect(within(on).getByRole('status').textContent).toContain(
      'Su aplicación de autenticación está configurada.',
    );
    expect(within(on).getByRole('button', { name: 'Cambiar aplicación' })).toBeVisible();
  });

  it('member.mfa removes the app after a confirmation in Spanish; the server’s message as given', async () => {
    const user = await renderSpanish('member.mfa', '800002');
    const region = await card('Aplicación de autenticación');
    await user.click(within(region).getByRole('button', { name: 'Quitar aplicación' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Quitar la aplicación de autenticación?',
    });
    expect(confirm.textContent).toContain(
      'Al iniciar sesión ya no se le pedirá un código de su aplicación de autenticación',
    );
    expect(within(confirm).getByRole('button', { name: 'Conservar aplicación' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Quitar aplicación' }));
    const off = await card('Usar una aplicación');
    expect(within(off).getByRole('status').textContent).toContain(
      'The authenticator app has been removed from your sign-in.',
    );
  });
});
