import { setDemoOverrides } from '@coop-portal/mocks';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { OutageCenter, type OutageCenterProps } from './OutageCenter';
import {
  createReportQueue,
  memoryStorage,
  type QueuedOutageReport,
  type ReportQueue,
} from './reportQueue';

const { countRequests } = setUpDemoBackend();
afterEach(() => {
  setDemoOverrides();
  vi.restoreAllMocks();
});

const members = {
  '1000001': ['member.demo', '800001'],
  '3000002': ['member.demo', '800001'],
  '3000003': ['member.demo', '800001'],
  '3000011': ['member.solo', '800003'],
} as const;

async function renderSpanish(
  props: Partial<OutageCenterProps> & { accountNumber?: keyof typeof members | '' } = {},
) {
  const accountNumber = props.accountNumber ?? '1000001';
  const [userName, memberNumber] = accountNumber ? members[accountNumber] : members['1000001'];
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <OutageCenter
        offlineQueue={null}
        {...props}
        accountNumber={accountNumber}
        memberNumber={memberNumber}
      />
    </CoopWidgetProvider>,
  );
  return user;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of a date: as Spanish (US) writes it. */
const esDate = (date: Date) =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
/** dd/MM/yyyy of today plus some days. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return esDate(date);
}

const tabNames = async () =>
  (await screen.findAllByRole('tab', undefined, { timeout: 5_000 })).map((tab) => tab.textContent);

/** The status's terms and details, as read. */
const statusDetails = async () => {
  const term = await screen.findByText('Estado de la electricidad', undefined, { timeout: 5_000 });
  return within(term.closest('dl') as HTMLElement)
    .getAllByRole('term')
    .map((item) => [item.textContent, item.nextElementSibling?.textContent]);
};

describe('doc 2 §2.6, §4 outage status and tabs in Spanish (US): the provider’s locale="es-US"', () => {
  it('1000001: the heading, the tabs and the status read in Spanish; power on is said in words', async () => {
    await renderSpanish();
    expect(await screen.findByRole('region', { name: 'Apagones' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Apagones', level: 2 })).toBeVisible();
    expect(await tabNames()).toEqual([
      'Estado',
      'Reportar un apagón',
      'Mapa',
      'Historial de apagones',
    ]);
    expect(screen.getByRole('tablist', { name: 'Apagones' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Estado del servicio', level: 3 })).toBeVisible();
    expect(await statusDetails()).toEqual([
      ['Cuenta', '1000001'],
      // What the API says is shown as given.
      ['Dirección de servicio', expect.any(String)],
      ['Estado de la electricidad', 'Con servicio'],
    ]);
    expect(
      screen.getByText(
        'No hay ningún apagón conocido en su ubicación de servicio. Si no tiene electricidad, reporte un apagón.',
      ),
    ).toBeVisible();
  });

  it('3000003: an active outage, power off, and the restoration time written day first', async () => {
    await renderSpanish({ accountNumber: '3000003' });
    expect(await tabNames()).toEqual(['Estado', 'Mapa', 'Historial de apagones']);
    const details = await statusDetails();
    expect(details.slice(2)).toEqual([
      ['Estado de la electricidad', 'Sin servicio'],
      ['Hora estimada de restablecimiento', expect.any(String)],
    ]);
    // The demo restores in about three hours: that day, day first, with a Spanish time of day.
    const restoration = details[3]![1]!;
    expect(restoration).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]\. ?m\.$/);
    expect(restoration.split(' ')[0]).toBe(esDate(new Date(Date.now() + 3 * 3_600_000)));
    expect(
      screen.getByText(
        'Hay un apagón activo en su ubicación de servicio. Nuestras cuadrillas están trabajando para restablecer su servicio.',
      ),
    ).toBeVisible();
  });

  it('the Map tab: its heading and the link, which says in Spanish that it opens a new tab', async () => {
    const user = await renderSpanish();
    await user.click(await screen.findByRole('tab', { name: 'Mapa' }, { timeout: 5_000 }));
    expect(await screen.findByRole('heading', { name: 'Mapa de apagones' })).toBeVisible();
    expect(
      screen.getByText(
        'Vea los apagones en el área de servicio de la cooperativa y el avance del restablecimiento.',
      ),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: /^Abrir el mapa de apagones/ });
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('doc 2 §2.6, §8 outage messages in Spanish (US)', () => {
  it('no account: sign in again', async () => {
    await renderSpanish({ accountNumber: '' });
    expect(
      await screen.findByText(
        'Vuelva a iniciar sesión en su cuenta y luego regrese a esta página.',
      ),
    ).toBeVisible();
  });

  it('a water account, when non-electric accounts are hidden: “corte del servicio”, not “apagón”', async () => {
    setDemoOverrides({ config: { HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' } });
    await renderSpanish({ accountNumber: '3000002' });
    expect(
      await screen.findByText(
        'La información de cortes del servicio no está disponible para la cuenta seleccionada.',
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });

  it('a water account served: its power status is not available (N/D)', async () => {
    await renderSpanish({ accountNumber: '3000002' });
    expect((await statusDetails())[2]).toEqual(['Estado de la electricidad', 'N/D']);
  });
});

describe('doc 2 §3, §9 Outage History in Spanish (US)', () => {
  it('the table’s name and columns in Spanish, its date-times day first, newest first', async () => {
    const user = await renderSpanish();
    await user.click(
      await screen.findByRole('tab', { name: 'Historial de apagones' }, { timeout: 5_000 }),
    );
    const grid = await screen.findByRole('grid', {
      name: 'Apagones anteriores, del más reciente al más antiguo',
    });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Interrupción', 'Restablecimiento', 'Descripción']);
    const first = within(grid)
      .getAllByRole('row')
      .find((row) => within(row).queryAllByRole('rowheader').length > 0)!;
    // The demo's newest: 12 days ago from 6:15 p.m. to 8:15 p.m.; its description as the API gives it.
    expect(within(first).getByRole('rowheader')).toHaveTextContent(`${esDay(-12)} 6:15 p.m.`);
    expect(within(first).getByText(`${esDay(-12)} 8:15 p.m.`)).toBeVisible();
    expect(within(first).getByText('Storm damage: tree limb on the line')).toBeVisible();
  });

  it('none: “No hay apagones anteriores.”', async () => {
    const user = await renderSpanish({ accountNumber: '3000011' });
    await user.click(
      await screen.findByRole('tab', { name: 'Historial de apagones' }, { timeout: 5_000 }),
    );
    expect(await screen.findByText('No hay apagones anteriores.')).toBeVisible();
  });
});

describe('doc 2 §3, §4, §5 Report an Outage in Spanish (US)', () => {
  // A whole report, a combobox's typing included, in jsdom: given time on a busy machine.
  it('the form in Spanish: errors tied to their fields, focus on the first invalid one, then the report', async () => {
    const reports = countRequests(/\/outages\/report$/);
    const user = await renderSpanish();
    await user.click(
      await screen.findByRole('tab', { name: 'Reportar un apagón' }, { timeout: 5_000 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Reportar un apagón', level: 3 }),
    ).toBeVisible();
    expect(
      await screen.findByText('En caso de emergencia, como un cable eléctrico caído, llame al', {
        exact: false,
      }),
    ).toHaveTextContent(
      'En caso de emergencia, como un cable eléctrico caído, llame al 1-800-555-0199.',
    );
    const issues = await screen.findByRole('radiogroup', { name: 'Problema' });
    const callBack = screen.getByRole('checkbox', {
      name: 'Quiero que me llamen sobre este apagón',
    });
    expect(callBack).toBeChecked();
    const phone = screen.getByRole('combobox', {
      name: 'Número de teléfono para devolverle la llamada',
    });
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(
        'Elija un teléfono registrado o ingrese otro, por ejemplo, (987) 456-1230.',
      ),
    );
    const remarks = screen.getByRole('textbox', { name: 'Comentarios' });

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const firstIssue = within(issues).getAllByRole('radio')[0]!;
    await waitFor(() => expect(firstIssue).toHaveFocus());
    expect(issues).toHaveAccessibleDescription(
      expect.stringContaining('Debe seleccionar un problema.'),
    );
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Debe ingresar un número de teléfono.'),
    );
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();

    // The issues are the co-op's own, shown as the API gives them.
    await user.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    // Pasted: an exchange starting with 0 is refused.
    await user.click(phone);
    await user.paste('5550101111');
    expect(phone).toHaveValue('(555) 010-1111');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('El formato del teléfono no es válido (ej.: (987) 456-1230).'),
    );
    expect(reports).toHaveLength(0);

    // A phone on file, chosen from the list.
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(await screen.findByRole('option', { name: '(555) 214-1111' }));
    await user.type(remarks, 'Cable caído');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // The server's message is shown as the API gives it.
    expect(await screen.findByText(/Your outage report for account 1000001/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Estado' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(screen.getByText('Sin servicio')).toBeVisible());
    expect(reports).toHaveLength(1);
    expect(await reports[0]!.json()).toMatchObject({
      callbackNumber: '5552141111',
      outageReason: 'Power line down',
      remarks: 'Cable caído',
    });
  }, 30_000);

  it('reports saved offline: the count agrees with its noun and verb', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queued = (key: string): QueuedOutageReport => ({
      key,
      body: {
        accountNumber: '1000001',
        callBack: false,
        outageReason: 'My power is completely out',
        outageReportOrigin: 'WEB',
      },
      memberNumber: '800001',
      apiBaseUrl: API,
      queuedAt: Date.now(),
    });
    const queue: ReportQueue = createReportQueue(memoryStorage([queued('a'), queued('b')]));
    await renderSpanish({ offlineQueue: queue });
    expect(
      await screen.findByText(
        'Sus 2 reportes de apagón se guardaron en este dispositivo y se enviarán cuando vuelva a tener conexión a internet.',
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    // Gone while still offline: its saved reports are not sent into the next test's demo backend.
    cleanup();
  });

  it('a report made offline: one report, in the singular', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await renderSpanish({ offlineQueue: createReportQueue(memoryStorage()) });
    await user.click(
      await screen.findByRole('tab', { name: 'Reportar un apagón' }, { timeout: 5_000 }),
    );
    const issues = await screen.findByRole('radiogroup', { name: 'Problema' });
    await user.click(within(issues).getByRole('radio', { name: 'My power is completely out' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Quiero que me llamen sobre este apagón' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Su reporte de apagón se guardó en este dispositivo y se enviará cuando vuelva a tener conexión a internet.',
      ),
    ).toBeVisible();
  });
});
