import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API } from '../shared/testing';
import { NotificationContacts } from './NotificationContacts';
import { NotificationPreferences } from './NotificationPreferences';

setUpDemoBackend();

/** A widget of member.demo (800001) in a provider that speaks Spanish (US). */
async function renderSpanish(widget: ReactNode) {
  const session = await memberSession('member.demo');
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" session={session} locale="es-US">
      {widget}
    </CoopWidgetProvider>,
  );
  return user;
}

describe('doc 1 §2.2 Manage Notifications in Spanish (US): the provider’s locale="es-US"', () => {
  it('the accounts, the channels and where alerts go read in Spanish; the alerts’ names are the API’s', async () => {
    await renderSpanish(<NotificationPreferences memberNumber="800001" />);
    const account = await screen.findByRole(
      'region',
      { name: 'Cuenta 1000001' },
      { timeout: 5_000 },
    );
    expect(screen.getByRole('region', { name: 'Administrar notificaciones' })).toBeVisible();
    expect(
      screen.getByText('Los correos electrónicos se envían a jordan.rivers@example.com.'),
    ).toBeVisible();
    expect(screen.getByText('Los mensajes de texto se envían a (555) 214-1111.')).toBeVisible();
    const due = within(account).getByRole('group', {
      name: 'Payment due reminder (3 days before)',
    });
    expect(within(due).getByRole('checkbox', { name: 'Correo electrónico' })).toBeChecked();
    expect(within(due).getByRole('checkbox', { name: 'Mensaje de texto' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Administrar contactos' })).toHaveAttribute(
      'href',
      '/manage-contacts',
    );
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
});

describe('doc 1 §2.2 Manage Contacts in Spanish (US): the provider’s locale="es-US"', () => {
  it('lists the contacts, refuses a bad address on its field, adds and verifies a mobile phone', async () => {
    const user = await renderSpanish(<NotificationContacts memberNumber="800001" />);
    const list = await screen.findByRole('list', { name: 'Sus contactos' }, { timeout: 5_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Correo electrónico · Verificado');
    expect(items[1]).toHaveTextContent('Teléfono celular · Verificado');
    expect(screen.getByRole('heading', { name: 'Agregar un contacto' })).toBeVisible();

    const email = screen.getByRole('textbox', { name: /^Dirección de correo electrónico/ });
    await user.type(email, 'ann@');
    await user.click(screen.getByRole('button', { name: 'Agregar contacto' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese un correo electrónico válido.'),
    );
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Teléfono celular' }));
    const phone = await screen.findByRole('textbox', { name: /^Teléfono celular/ });
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Formato: (987) 456-1230'));
    await user.type(phone, '5550142468');
    await user.click(screen.getByRole('button', { name: 'Agregar contacto' }));
    const heading = await screen.findByRole('heading', { name: 'Verificar (555) 014-2468' });
    // The new step's heading takes the focus, once the list shows the new contact: type after.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await screen.findByText(/Teléfono celular · No verificado/);
    expect(
      screen.getByText(
        'Enviamos un código de verificación de 6 dígitos a (555) 014-2468. Ingréselo a continuación.',
      ),
    ).toBeVisible();
    const code = screen.getByRole('textbox', { name: /^Código de verificación/ });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese el código de verificación de 6 dígitos.'),
    );
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Se verificó (555) 014-2468. Ya se le pueden enviar alertas.'),
    ).toBeVisible();
  });

  it('removes a contact after a question in Spanish', async () => {
    const user = await renderSpanish(<NotificationContacts memberNumber="800001" />);
    await screen.findByRole('list', { name: 'Sus contactos' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Eliminar (555) 214-1111' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este contacto?' });
    expect(dialog).toHaveTextContent(
      'Ya no se enviarán alertas a (555) 214-1111. Puede agregarlo de nuevo más adelante.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó (555) 214-1111.')).toBeVisible();
  });
});
