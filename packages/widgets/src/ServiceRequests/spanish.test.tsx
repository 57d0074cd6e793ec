import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { ServiceRequests } from './ServiceRequests';

const { countRequests } = setUpDemoBackend();

async function renderSpanish(accountNumber = '1000001') {
  const session = await memberSession('member.demo');
  const user = userEvent.setup();
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <ServiceRequests accountNumber={accountNumber} />
    </CoopWidgetProvider>,
  );
  return user;
}

/** dd/MM/yyyy of today minus some days: a date as Spanish (US) writes it. */
function esDay(daysAgo: number) {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const table = () =>
  screen.findByRole(
    'grid',
    { name: 'Solicitudes de servicio de la cuenta 1000001' },
    { timeout: 5_000 },
  );

describe('doc 3 §2.5 Service Requests in Spanish (US): the provider’s locale="es-US"', () => {
  it('the headings and the history read in Spanish, the dates day first; the API’s services as given', async () => {
    await renderSpanish();
    const grid = await table();
    expect(
      screen.getByRole('heading', { name: 'Solicitudes de servicio', level: 2 }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Nueva solicitud de servicio', level: 3 }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Historial de solicitudes de servicio', level: 3 }),
    ).toBeVisible();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Servicios', 'Fecha de solicitud', 'Número de solicitud', 'Estado de revisión']);
    const rows = within(grid).getAllByRole('row').slice(1);
    const expected = [
      ['Meter re-read request', esDay(9), 'SO-48213', 'Pendiente de revisión'],
      ['Security light repair', esDay(41), 'SO-47790', 'Revisada'],
      ['Tree trimming near service line', esDay(96), 'SO-46522', 'Revisada'],
    ];
    rows.forEach((row, index) => {
      for (const value of expected[index]!) expect(row).toHaveTextContent(value);
    });
  });

  it('an account without requests says so in Spanish', async () => {
    await renderSpanish('3000002');
    expect(
      await screen.findByText(
        'Esta cuenta todavía no tiene solicitudes de servicio.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });

  it('§5 nothing entered: each field says what it needs in Spanish, focus on the service type, nothing sent', async () => {
    const sent = countRequests(/processserviceorder$/);
    const user = await renderSpanish();
    const type = await screen.findByRole(
      'button',
      { name: /Tipo de servicio/ },
      { timeout: 5_000 },
    );
    const phone = screen.getByRole('textbox', { name: /^Número de teléfono/ });
    expect(screen.getByRole('textbox', { name: /^Comentarios/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(type).toHaveFocus());
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
    expect(screen.getAllByText('El tipo de servicio es obligatorio.').length).toBeGreaterThan(0);
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('El número de teléfono es obligatorio.'),
    );

    await user.type(phone, '0874561230');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('El formato del teléfono no es válido (ej.: (987) 456-1230).'),
      ),
    );
    expect(sent).toHaveLength(0);
  });
});
