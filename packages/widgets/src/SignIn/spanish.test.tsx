import { createApiClient, createSession, login, type Session } from '@coop-portal/api-client';
import { DEMO_PASSWORD, setDemoOverrides } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { SignInForm } from './SignInForm';
import { UsageAnalyticsJump } from './UsageAnalyticsJump';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';

setUpDemoBackend();

let session: Session;
beforeEach(() => {
  session = createSession();
  setDemoOverrides({ features: { AclaraAce: false } });
});
afterEach(() => {
  session.dispose();
  setDemoOverrides({});
});

function renderSpanish(children: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US" session={session}>
      {children}
    </CoopWidgetProvider>,
  );
  return user;
}

const usernameField = () => screen.getByRole('textbox', { name: 'Nombre de usuario' });
const passwordField = () => screen.getByLabelText(/^Contraseña/, { selector: 'input' });
const button = (name: string) => screen.getByRole('button', { name });

describe('doc 1 §2.7, §5.2 Sign-in in Spanish (US): the provider’s locale="es-US"', () => {
  it('the form, its notice and links read in Spanish; the errors are tied to their fields', async () => {
    const user = renderSpanish(<SignInForm showLoggedOutNotice />);
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    expect(screen.getByText('Cerró sesión correctamente')).toBeVisible();
    expect(screen.getByText('¿Es su primera vez aquí?')).toBeVisible();
    expect(
      screen.getByText(/su nombre de usuario y su contraseña anteriores no funcionarán aquí/),
    ).toBeVisible();
    const links = within(screen.getByRole('list', { name: 'Otras opciones de acceso' }));
    expect(links.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(links.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Corrija lo siguiente:' })).toBeVisible();
    expect(usernameField()).toHaveAccessibleDescription('Ingrese su nombre de usuario.');
    expect(passwordField()).toHaveAccessibleDescription('Ingrese su contraseña.');
    await waitFor(() => expect(usernameField()).toHaveFocus());
  });

  it('the code step (member.mfa) asks in Spanish for the 6-digit code', async () => {
    const onSignedIn = vi.fn();
    const user = renderSpanish(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Nombre de usuario' }),
      'member.mfa',
    );
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(button('Iniciar sesión'));
    const code = await screen.findByRole('textbox', { name: 'Código de verificación' });
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    expect(code).toHaveAccessibleDescription(
      'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
    );
    await waitFor(() => expect(code).toHaveFocus());
    expect(button('Verificar')).toBeDisabled();
    expect(button('Regresar')).toBeEnabled();
    await user.type(code, '123456');
    await user.click(button('Verificar'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('the help dialog reads in Spanish; the co-op’s phone is shown as given', async () => {
    const user = renderSpanish(<SignInForm />);
    await user.click(
      await screen.findByRole('button', { name: '¿Necesita ayuda para iniciar sesión?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ayuda para iniciar sesión' });
    expect(
      within(dialog).getByText(
        '¿Olvidó su contraseña? Elija “¿Olvidó su contraseña?” y le enviaremos un enlace para crear una nueva.',
      ),
    ).toBeVisible();
    expect(
      await within(dialog).findByText(
        '¿Todavía necesita ayuda? Llame a nuestro servicio a socios al (555) 010-2000.',
      ),
    ).toBeVisible();
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
  });
});

describe('doc 2 §2.10, §8 usage-analytics jump in Spanish (US)', () => {
  async function signedInAs(userName: string) {
    const client = createApiClient({
      apiBaseUrl: API,
      applicationId: 'web',
      requestTimeoutMs: 5000,
    });
    session.signIn(await client.request(login, { body: { userName, password: DEMO_PASSWORD } }));
  }

  it('the waiting text, then the ‘Redirect’ alert (code 3101) with the server’s message as given', async () => {
    await signedInAs('member.solo');
    const onContinue = vi.fn();
    const user = renderSpanish(<UsageAnalyticsJump onContinue={onContinue} />);
    expect(
      await screen.findByRole('progressbar', { name: 'Espere, lo estamos redirigiendo...' }),
    ).toBeVisible();
    const alert = await screen.findByRole('alertdialog', { name: 'Redirección' });
    expect(alert).toHaveAccessibleDescription(
      'Your usage analysis account is being set up. Please try again tomorrow.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Continuar' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
