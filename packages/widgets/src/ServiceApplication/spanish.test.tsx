import { createSession } from '@coop-portal/api-client';
import { setDemoOverrides } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memoryStorage, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { ServiceApplication } from './ServiceApplication';
import { ServiceApplicationForm } from './ServiceApplicationForm';

const { countRequests } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

type User = ReturnType<typeof userEvent.setup>;

/** A widget for a guest, in Spanish (US). */
function renderSpanish(widget: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider
      apiBaseUrl={API}
      applicationId="web"
      session={createSession({ storage: memoryStorage() })}
      locale="es-US"
    >
      {widget}
    </CoopWidgetProvider>,
  );
  return user;
}

/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

async function put(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Types a date into the date field, day first as its Spanish segments are ordered. */
async function typeDate(user: User, name: string, ddMMyyyy: string) {
  const date = screen.getByRole('group', { name });
  await user.click(within(date).getAllByRole('spinbutton')[0]!);
  await user.keyboard(ddMMyyyy.replaceAll('/', ''));
}

describe('doc 1 §2.3 Application for Service in Spanish (US): the provider’s locale="es-US"', () => {
  it('the account type choice reads in Spanish; the co-op’s types as given', async () => {
    const user = renderSpanish(<ServiceApplication />);
    expect(await screen.findByRole('heading', { name: 'Nuevo servicio', level: 2 })).toBeVisible();
    const group = await screen.findByRole('radiogroup', { name: 'Tipo de cuenta' });
    expect(within(group).getByRole('radio', { name: 'Residential' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar con la solicitud' }));
    expect(await screen.findAllByText('Elija un tipo de cuenta.')).not.toHaveLength(0);
    await user.click(within(group).getByRole('radio', { name: 'Water' }));
    await user.click(screen.getByRole('button', { name: 'Continuar con la solicitud' }));
    expect(
      await screen.findByRole('heading', { name: 'Solicitar servicio', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('Servicio solicitado: Water')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambiar el tipo de cuenta' })).toBeVisible();
  });

  it('the form’s labels and messages in Spanish, focus on the first invalid field, the start date’s window day first', async () => {
    const user = renderSpanish(
      <ServiceApplicationForm accountType="COM" onChooseAccountType={vi.fn()} today="2026-03-10" />,
    );
    const business = await screen.findByRole('textbox', { name: 'Nombre de la empresa' });
    expect(screen.getByRole('group', { name: 'Persona de contacto' })).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Fecha de inicio solicitada' }),
    ).toHaveAccessibleDescription('Del 10/03/2026 al 09/05/2026.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(business).toHaveFocus());
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
    expect(business).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese el nombre de la empresa.'),
    );
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese el nombre.'),
    );
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
      expect.stringContaining('El código postal es obligatorio.'),
    );
    for (const message of [
      'Ingrese el apellido.',
      'El número de teléfono es obligatorio.',
      'El correo electrónico es obligatorio.',
      'La dirección 1 es obligatoria.',
      'La ciudad es obligatoria.',
      'El estado es obligatorio.',
      'Elija una fecha de inicio.',
      'Marque la casilla para continuar.',
    ]) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }

    // A start date after the window: the last day written day first.
    await typeDate(user, 'Fecha de inicio solicitada', '10/05/2026');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Ingrese una fecha igual o anterior al 09/05/2026.').length,
      ).toBeGreaterThan(0),
    );
  });

  it('filed in Spanish: the confirmation number and what happens next', async () => {
    const posts = countRequests(/\/v2\/applicationforservice\/application$/);
    const user = renderSpanish(
      <ServiceApplicationForm accountType="RES" onChooseAccountType={vi.fn()} />,
    );
    await put(user, await screen.findByRole('textbox', { name: 'Nombre' }), 'Ada');
    await put(user, screen.getByRole('textbox', { name: 'Apellido' }), 'Lovelace');
    await put(user, screen.getByRole('textbox', { name: /^Número de teléfono/ }), '7855550142');
    await put(user, screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ada@example.com');
    await put(user, screen.getByRole('textbox', { name: 'Dirección 1' }), '905 Lake St');
    await put(user, screen.getByRole('textbox', { name: 'Ciudad' }), 'Topeka');
    await user.click(screen.getByRole('button', { name: /Estado$/ }));
    await user.click(await screen.findByRole('option', { name: 'Kansas' }));
    await put(user, screen.getByRole('textbox', { name: 'Código postal' }), '66603');
    await typeDate(user, 'Fecha de inicio solicitada', esDay(7));
    await user.click(screen.getByRole('checkbox', { name: /^Confirmo que la información/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(/^Su número de confirmación es AFS-\d+\.$/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible();
    expect(screen.getByText(/^Próximos pasos:/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar otra solicitud' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  it('too many attempts says how long to wait, in Spanish', async () => {
    setDemoOverrides({ failures: { submitServiceApplication: 429 } });
    const user = renderSpanish(
      <ServiceApplicationForm accountType="RES" onChooseAccountType={vi.fn()} />,
    );
    await put(user, await screen.findByRole('textbox', { name: 'Nombre' }), 'Ada');
    await put(user, screen.getByRole('textbox', { name: 'Apellido' }), 'Lovelace');
    await put(user, screen.getByRole('textbox', { name: /^Número de teléfono/ }), '7855550142');
    await put(user, screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ada@example.com');
    await put(user, screen.getByRole('textbox', { name: 'Dirección 1' }), '905 Lake St');
    await put(user, screen.getByRole('textbox', { name: 'Ciudad' }), 'Topeka');
    await user.click(screen.getByRole('button', { name: /Estado$/ }));
    await user.click(await screen.findByRole('option', { name: 'Kansas' }));
    await put(user, screen.getByRole('textbox', { name: 'Código postal' }), '66603');
    await typeDate(user, 'Fecha de inicio solicitada', esDay(7));
    await user.click(screen.getByRole('checkbox', { name: /^Confirmo que la información/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Demasiados intentos. Intente de nuevo en 10 minutos.'),
    ).toBeInTheDocument();
  });
});
