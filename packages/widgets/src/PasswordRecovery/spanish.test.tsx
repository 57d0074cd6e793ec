import { VALID_RESET_OTC } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { ForgotCredentials } from './ForgotCredentials';
import { ResetPassword } from './ResetPassword';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';

setUpDemoBackend();

function renderSpanish(children: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
      {children}
    </CoopWidgetProvider>,
  );
  return user;
}

describe('doc 2 §2.5, doc 3 §2.12 Forgot Password and Forgot Username in Spanish (US)', () => {
  it('password mode: titles, labels and links in Spanish; the error on its field, focused', async () => {
    const user = renderSpanish(<ForgotCredentials mode="password" headingLevel={1} />);
    const region = await screen.findByRole('region', { name: '¿Olvidó su contraseña?' });
    const inRegion = within(region);
    expect(inRegion.getByRole('heading', { level: 1 })).toHaveTextContent('¿Olvidó su contraseña?');
    expect(inRegion.getByRole('link', { name: '¿Olvidó su nombre de usuario?' })).toHaveAttribute(
      'href',
      '/forgot-username',
    );
    await user.click(inRegion.getByRole('button', { name: 'Enviar enlace' }));
    const username = inRegion.getByRole('textbox', { name: 'Nombre de usuario' });
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('Ingrese su nombre de usuario.');
    expect(inRegion.getByRole('group', { name: 'Corrija lo siguiente:' })).toBeVisible();

    // The server's answer is shown as the server words it.
    await user.type(username, 'member.demo');
    await user.click(inRegion.getByRole('button', { name: 'Enviar enlace' }));
    expect(await inRegion.findByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('username mode: an invalid email address, in Spanish', async () => {
    const user = renderSpanish(<ForgotCredentials mode="username" />);
    const region = await screen.findByRole('region', { name: '¿Olvidó su nombre de usuario?' });
    const inRegion = within(region);
    const email = inRegion.getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(email, 'jordan@example');
    await user.click(inRegion.getByRole('button', { name: 'Enviar nombre de usuario' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Ingrese un correo electrónico válido.');
    expect(inRegion.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('doc 2 §2.5, §5 Reset Password in Spanish (US)', () => {
  const newPassword = () => screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' });
  const confirmPassword = () =>
    screen.getByLabelText(/^Confirmar contraseña/, { selector: 'input' });

  it('the form, its rules, the strength meter and the messages in Spanish', async () => {
    const user = renderSpanish(<ResetPassword otc={VALID_RESET_OTC} />);
    // The member's name is the API's, shown as given.
    expect(await screen.findByRole('textbox', { name: 'Nombre del miembro' })).toHaveValue(
      'Jordan Rivers',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Restablecer contraseña' })).toBeVisible();
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining('Use de 8 a 50 caracteres'),
    );
    const meter = screen.getByRole('meter', { name: 'Seguridad de la contraseña' });
    expect(meter).toHaveAttribute('aria-valuetext', 'No ingresada');
    await user.type(newPassword(), 'abc');
    expect(meter).toHaveAttribute('aria-valuetext', 'Débil');
    await user.type(newPassword(), 'DEF12');
    expect(meter).toHaveAttribute('aria-valuetext', 'Buena');
    await user.click(screen.getByRole('button', { name: 'Mostrar la nueva contraseña' }));
    expect(newPassword()).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining(
        'La contraseña no cumple con los requisitos. Debe tener al menos 8 caracteres y contener al menos 1 letra minúscula, 1 letra mayúscula, 1 número y 1 carácter especial (!@#$%^&*).',
      ),
    );
    expect(confirmPassword()).toHaveAccessibleDescription('Confirme la contraseña.');
  });

  it('a link without an otc: the Spanish message and a link home', async () => {
    renderSpanish(<ResetPassword otc={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para restablecer la contraseña está incompleto. Use el enlace de su correo electrónico o solicite uno nuevo.',
    );
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
