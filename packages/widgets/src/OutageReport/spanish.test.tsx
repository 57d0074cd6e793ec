import { createSession, verifyOutageAccount } from '@coop-portal/api-client';
import { anyBase, demoAnswer } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReportQueue, memoryStorage } from '../OutageCenter/reportQueue';
import { CoopWidgetProvider } from '../provider';
import {
  memberSession,
  memoryStorage as sessionStorage,
  setUpDemoBackend,
  TEST_API as API,
} from '../shared/testing';
import { OutageReport, type OutageReportProps } from './OutageReport';

const { server, countRequests } = setUpDemoBackend();
afterEach(() => vi.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

/** The widget for a guest (no one signed in), in Spanish (US). */
function renderSpanish(props: Partial<OutageReportProps> = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider
      apiBaseUrl={API}
      applicationId="web"
      session={createSession({ storage: sessionStorage() })}
      locale="es-US"
    >
      <OutageReport offlineQueue={createReportQueue(memoryStorage())} {...props} />
    </CoopWidgetProvider>,
  );
  return user;
}

async function verify(user: User, account = '1000002', phone = '2222') {
  await user.type(await screen.findByRole('textbox', { name: 'Número de cuenta' }), account);
  await user.type(screen.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }), phone);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
}

/** The verified account's terms and details, as read. */
async function statusDetails() {
  const term = await screen.findByText('Estado de la electricidad', undefined, { timeout: 5_000 });
  return within(term.closest('dl') as HTMLElement)
    .getAllByRole('term')
    .map((item) => [item.textContent, item.nextElementSibling?.textContent]);
}

describe('doc 1 §2.1, §2.2, §5.1 the guest’s outage report in Spanish (US): the provider’s locale="es-US"', () => {
  it('the heading, the emergency number, the map link and the verification read in Spanish; errors on their fields', async () => {
    const user = renderSpanish();
    expect(await screen.findByRole('region', { name: 'Reportar un apagón' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reportar un apagón', level: 2 })).toBeVisible();
    const emergency = await screen.findByRole('link', { name: '1-800-555-0199' });
    expect(emergency.closest('p')).toHaveTextContent(
      'En caso de emergencia, como un cable eléctrico caído, llame al 1-800-555-0199.',
    );
    const map = await screen.findByRole('link', { name: /^Abrir el mapa de apagones/ });
    expect(map.closest('p')).toHaveTextContent(
      /^Vea los apagones en el área de servicio de la cooperativa y el avance del restablecimiento\. Abrir el mapa de apagones/,
    );
    expect(screen.getByRole('heading', { name: 'Verifique su cuenta', level: 3 })).toBeVisible();
    expect(
      screen.getByText(
        'Ingrese su número de cuenta y los últimos 4 dígitos del número de teléfono registrado para reportar un apagón.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const account = screen.getByRole('textbox', { name: 'Número de cuenta' });
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese su número de cuenta.'),
    );
    expect(
      screen.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese los últimos 4 dígitos de su número de teléfono.'),
    );
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
  });

  it('verified: the status in Spanish, the report form’s errors, the server’s message and “Reportar otro apagón”', async () => {
    const reports = countRequests(/\/outages\/guest\/report$/);
    const user = renderSpanish();
    await verify(user);
    expect(
      await screen.findByRole('heading', { name: 'Estado del servicio', level: 3 }),
    ).toBeVisible();
    expect(await statusDetails()).toEqual([
      ['Cuenta', '1000002'],
      // What the API says is shown as given.
      ['Dirección de servicio', '27 Cottonwood Ln, Riverbend, KS 66000'],
      ['Estado de la electricidad', 'Con servicio'],
    ]);
    expect(
      screen.getByText(
        'No hay ningún apagón conocido en su ubicación de servicio. Si no tiene electricidad, reporte un apagón.',
      ),
    ).toBeVisible();

    const issues = await screen.findByRole('radiogroup', { name: 'Problema' }, { timeout: 5_000 });
    await user.click(
      screen.getByRole('checkbox', { name: 'Quiero que me llamen sobre este apagón' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(issues).getAllByRole('radio')[0]).toHaveFocus());
    expect(issues).toHaveAccessibleDescription(
      expect.stringContaining('Debe seleccionar un problema.'),
    );
    expect(reports).toHaveLength(0);

    await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // The server's message is shown as the API gives it.
    expect(
      await screen.findByText(/Your outage report for account 1000002 has been received/),
    ).toBeInTheDocument();
    expect(reports).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reportar otro apagón' }));
    expect(await screen.findByRole('heading', { name: 'Verifique su cuenta' })).toBeVisible();
  });

  it('an active outage: power off, and the restoration time written day first, with the Spanish time of day', async () => {
    server.use(
      http.post(anyBase(verifyOutageAccount.path), async ({ request }) => {
        const answer = await demoAnswer(request);
        if (!answer?.ok) return answer;
        return HttpResponse.json({
          ...((await answer.json()) as Record<string, unknown>),
          outageStatus: 'Y',
          estimatedTimeOfRestoration: '2026-11-26T14:30:00',
        });
      }),
    );
    const user = renderSpanish();
    await verify(user);
    expect((await statusDetails()).slice(2)).toEqual([
      ['Estado de la electricidad', 'Sin servicio'],
      ['Hora estimada de restablecimiento', '26/11/2026 2:30 p.m.'],
    ]);
    expect(
      screen.getByText(
        'Hay un apagón activo en su ubicación de servicio. Nuestras cuadrillas están trabajando para restablecer su servicio.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar otra cuenta' }));
    expect(await screen.findByRole('textbox', { name: 'Número de cuenta' })).toHaveValue('');
  });

  it('an expired verification: back to the verification, the message in Spanish', async () => {
    server.use(
      http.post(`${API}/v3/outages/guest/report`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const user = renderSpanish();
    await verify(user);
    const issues = await screen.findByRole('radiogroup', { name: 'Problema' }, { timeout: 5_000 });
    await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Quiero que me llamen sobre este apagón' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Su verificación expiró. Vuelva a verificar su cuenta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de cuenta' })).toHaveValue('1000002');
  });

  it('offline: the report is saved on the device, said in Spanish', async () => {
    const user = renderSpanish();
    await verify(user);
    const issues = await screen.findByRole('radiogroup', { name: 'Problema' }, { timeout: 5_000 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Quiero que me llamen sobre este apagón' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Su reporte de apagón se guardó en este dispositivo y se enviará cuando vuelva a tener conexión a internet.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a signed-in member (a host app’s session) reports as that member, in Spanish (US)', () => {
  it('no verification: the report form for the primary account', async () => {
    const session = await memberSession('member.demo');
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
        <OutageReport offlineQueue={null} />
      </CoopWidgetProvider>,
    );
    expect(
      await screen.findByRole('radiogroup', { name: 'Problema' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Comentarios' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Número de cuenta' })).not.toBeInTheDocument();
  });
});
