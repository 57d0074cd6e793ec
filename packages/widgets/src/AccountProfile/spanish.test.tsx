import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { AccountProfile, type AccountProfileProps } from './AccountProfile';

setUpDemoBackend();

/** The profile of account 1000001 (member.demo) in a provider that speaks Spanish (US). */
async function renderSpanish(props: Partial<AccountProfileProps> = {}) {
  const { user } = await renderSignedIn(
    'member.demo',
    <AccountProfile accountNumber="1000001" memberNumber="800001" {...props} />,
    { locale: 'es-US' },
  );
  await screen.findByRole('heading', { name: 'Nombre' }, { timeout: 5000 });
  return user;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('doc 2 §2.2 Account profile in Spanish (US): the provider’s locale="es-US"', () => {
  it('the sections, their labels and buttons read in Spanish; what the API says is shown as given', async () => {
    await renderSpanish();
    expect(screen.getByRole('region', { name: 'Perfil de la cuenta' })).toBeVisible();
    const name = within(section('Nombre'));
    expect(name.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Nombre',
      'Segundo nombre',
      'Apellido',
      'Cónyuge',
    ]);
    expect(name.getByText('No indicado')).toBeVisible();
    expect(
      within(section('Dirección'))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Número de la calle',
      'Nombre de la calle',
      'Tipo de calle',
      'Unidad',
      'Ciudad',
      'Estado',
      'Código postal',
    ]);
    for (const title of ['Nombre', 'Dirección', 'Teléfonos']) {
      expect(screen.getByRole('button', { name: `Editar la sección ${title}` })).toHaveTextContent(
        'Editar',
      );
    }
  });

  it('doc 2 §5: the field errors in Spanish, focus on the first invalid field', async () => {
    const user = await renderSpanish();
    await user.click(screen.getByRole('button', { name: 'Editar la sección Nombre' }));
    // The form's parts load their own Spanish wording the first time they show: found once in.
    const first = await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.clear(first);
    await user.click(within(section('Nombre')).getByRole('button', { name: 'Guardar' }));
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Ingrese el nombre.');
    await user.click(within(section('Nombre')).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Editar la sección Teléfonos' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar teléfono' }));
    const number = screen.getByRole('textbox', { name: /Número del teléfono 3/ });
    await user.type(number, '98745');
    await user.click(within(section('Teléfonos')).getByRole('button', { name: 'Guardar' }));
    const type = screen.getByRole('button', { name: /Tipo del teléfono 3/ });
    expect(type).toHaveFocus();
    expect(type).toHaveAccessibleDescription('El tipo de teléfono es obligatorio.');
    expect(number).toHaveAccessibleDescription(
      'El formato del teléfono no es válido (ej.: (987) 456-1230).',
    );
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
  });

  it('doc 2 §4: the shared-address question and the offer to review the notifications, in Spanish', async () => {
    const onNavigate = vi.fn();
    const user = await renderSpanish({ onNavigate });
    await user.click(screen.getByRole('button', { name: 'Editar la sección Dirección' }));
    const street = await screen.findByRole('textbox', { name: /^Nombre de la calle/ });
    await user.clear(street);
    await user.type(street, 'Harvest');
    await user.click(within(section('Dirección')).getByRole('button', { name: 'Guardar' }));
    const scope = await screen.findByRole('alertdialog', { name: 'Actualizar dirección' });
    expect(scope).toHaveTextContent(
      /Hay \d+ cuentas? más con esta dirección\. ¿Desea actualizarlas todas o solo esta cuenta\?/,
    );
    expect(within(scope).getByRole('button', { name: 'Actualizar todas' })).toBeVisible();
    await user.click(within(scope).getByRole('button', { name: 'Actualizar esta cuenta' }));
    await waitFor(() => expect(within(section('Dirección')).getByText('Harvest')).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Editar la sección Teléfonos' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar el teléfono 2' }));
    await user.click(within(section('Teléfonos')).getByRole('button', { name: 'Guardar' }));
    const offer = await screen.findByRole('alertdialog', { name: 'Notificaciones' });
    expect(offer).toHaveTextContent(
      'Sus números de teléfono cambiaron. ¿Desea revisar la configuración de sus alertas y notificaciones?',
    );
    await user.click(within(offer).getByRole('button', { name: 'Continuar' }));
    expect(onNavigate).toHaveBeenCalledWith('/manage-notifications');
  });
});
