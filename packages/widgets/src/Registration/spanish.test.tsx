import { DEMO_VERIFICATION_CODE } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { RegistrationWizard } from './RegistrationWizard';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';

setUpDemoBackend();

type User = ReturnType<typeof userEvent.setup>;

function renderSpanish() {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
      <RegistrationWizard />
    </CoopWidgetProvider>,
  );
  return user;
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const passwordField = (name: 'Contraseña' | 'Confirmar contraseña') =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

async function toComplete(user: User) {
  await screen.findByRole('textbox', { name: 'Número de cuenta' });
  await user.type(field('Número de cuenta'), '2000001');
  await user.click(button('Siguiente'));
  await heading('Enviar código de verificación');
  await user.click(screen.getByRole('radio', { name: 'Correo electrónico: j•••@example.com' }));
  await user.click(button('Enviar'));
  await heading('Ingresar código de verificación');
  await user.type(field('Código de verificación'), DEMO_VERIFICATION_CODE);
  await user.click(button('Verificar'));
  await heading('Completar registro');
}

describe('doc 1 §2.8 Registration in Spanish (US): the provider’s locale="es-US"', () => {
  it('the stages read in Spanish, their errors tied to their fields, the first one focused', async () => {
    const user = renderSpanish();
    const account = await screen.findByRole('textbox', { name: 'Número de cuenta' });
    expect(await heading('Registro')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Pasos del registro' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Cuenta',
      '2Enviar código',
      '3Ingresar código',
      '4Completar',
    ]);
    expect(
      screen.getByText(
        'Ingrese el número de cuenta que aparece en su factura para registrarse y tener acceso en línea.',
      ),
    ).toBeVisible();

    // doc 1 §5.3: the same rules.
    await user.click(button('Siguiente'));
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAccessibleDescription('Ingrese su número de cuenta.');
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();

    await user.type(account, '2000001');
    await user.click(button('Siguiente'));
    await heading('Enviar código de verificación');
    const group = screen.getByRole('radiogroup', { name: 'Enviar el código de verificación a' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Correo electrónico: j•••@example.com', 'Mensaje de texto (SMS): (•••) •••-4821']);
    await user.click(button('Enviar'));
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'Seleccione un método de autenticación para recibir el código de verificación.',
      ),
    );
    await user.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await user.click(button('Enviar'));

    await heading('Ingresar código de verificación');
    expect(
      screen.getByText('Enviamos un código de verificación a j•••@example.com.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Ingrese el código de 6 dígitos a continuación. El código es válido por 2 horas.',
      ),
    ).toBeVisible();
    const code = field('Código de verificación');
    await user.type(code, '12a456');
    await user.click(button('Verificar'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      'El código de verificación solo debe contener dígitos.',
    );
    expect(button('Regresar')).toBeEnabled();
  });

  it('complete registration: every message in Spanish, and a taken username, in words', async () => {
    const user = renderSpanish();
    await toComplete(user);
    // The member number's label is the co-op's own (MEMBER_NUMBER_LABEL), shown as given.
    expect(field('Account Number')).toHaveValue('800010');
    await user.clear(field('Correo electrónico'));
    await user.click(button('Registrarse'));
    const username = field('Nombre de usuario');
    await waitFor(() => expect(username).toHaveFocus());
    const summary = screen.getByRole('group', { name: 'Corrija lo siguiente:' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ingrese un nombre de usuario.',
      'Ingrese un correo electrónico válido.',
      'Ingrese una contraseña.',
      'Confirme la contraseña.',
      'Seleccione una opción.',
      'Ingrese una respuesta.',
    ]);
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese un nombre de usuario.'),
    );
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('De 6 a 60 caracteres: letras, números, espacios y . - _ @.'),
    );

    // doc 1 §4.3: the availability check, in words.
    await user.type(username, 'member.demo');
    await user.tab();
    expect(await screen.findByText('Este nombre de usuario no está disponible.')).toBeVisible();
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('Este nombre de usuario ya está registrado.'),
    );
  });

  it('complete registration: a different confirmation and a weak password, in Spanish', async () => {
    const user = renderSpanish();
    await toComplete(user);
    await user.type(field('Nombre de usuario'), 'nuevo.socio');
    await user.type(field('Confirmar correo electrónico'), 'otra@example.com');
    await user.type(passwordField('Contraseña'), 'debil');
    await user.type(passwordField('Confirmar contraseña'), 'debil');
    await user.click(button('Registrarse'));
    const confirmEmail = field('Confirmar correo electrónico');
    await waitFor(() => expect(confirmEmail).toHaveFocus());
    expect(confirmEmail).toHaveAccessibleDescription(
      'El correo electrónico y la confirmación del correo electrónico no coinciden.',
    );
    expect(passwordField('Contraseña')).toHaveAccessibleDescription(
      expect.stringContaining(
        'La contraseña no cumple con los requisitos. Debe tener al menos 8 caracteres',
      ),
    );
  });

  it('complete registration: a free username, then the success screen with a link to sign in', async () => {
    const user = renderSpanish();
    await toComplete(user);
    await user.type(field('Nombre de usuario'), 'nuevo.socio');
    await user.tab();
    expect(await screen.findByText('Este nombre de usuario está disponible.')).toBeVisible();
    await user.type(field('Confirmar correo electrónico'), 'jules.bennett@example.com');
    await user.type(passwordField('Contraseña'), 'Prairie#2026');
    await user.type(passwordField('Confirmar contraseña'), 'Prairie#2026');
    await user.click(screen.getByRole('button', { name: /Pregunta de seguridad/ }));
    // The questions are the co-op's, shown as given.
    await user.click(
      await screen.findByRole('option', { name: 'What was the name of your first pet?' }),
    );
    await user.type(field('Respuesta de seguridad'), 'Rex');
    await user.click(button('Registrarse'));
    expect(await heading('Registro completado')).toHaveFocus();
    expect(
      screen.getByText(
        'Se ha registrado con el correo electrónico de su cuenta (jules.bennett@example.com).',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Ya puede iniciar sesión con su nombre de usuario y contraseña.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
