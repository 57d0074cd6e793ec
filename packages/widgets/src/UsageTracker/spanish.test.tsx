import { setDemoOverrides } from '@coop-portal/mocks';
import { usage } from '@coop-portal/validation';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memberSession, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { UsageTracker, type UsageTrackerProps } from './UsageTracker';

/** The workbook library, loaded on demand: the sheet it was given is what the member gets. */
const writeXlsxFile = vi.hoisted(() =>
  vi.fn((_sheet: unknown[][], _options?: { sheet?: string }) => ({
    toBlob: async () => new Blob(['xlsx'], { type: 'application/vnd.ms-excel' }),
  })),
);
vi.mock('write-excel-file/browser', () => ({ default: writeXlsxFile }));

setUpDemoBackend();
afterEach(() => setDemoOverrides());

/** The demo's members: member.demo (800001) has 1000001 and 3000003, member.many (800004) 3000022. */
async function renderSpanish(props: Partial<UsageTrackerProps> = {}, userName = 'member.demo') {
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session} locale="es-US">
      <UsageTracker
        accountNumber="1000001"
        memberNumber={userName === 'member.many' ? '800004' : '800001'}
        {...props}
      />
    </CoopWidgetProvider>,
  );
  return user;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day `days` before today, as 'yyyy-MM-dd'. */
function isoDaysAgo(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** dd/MM/yyyy of an ISO day: a date as Spanish (US) writes it. */
const es = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

/** The first render loads the Spanish catalogues too: it is given longer than a later one. */
const table = (name: string | RegExp) => screen.findByRole('grid', { name }, { timeout: 10_000 });
const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter(
      (row) =>
        within(row).queryAllByRole('rowheader').length > 0 && !/Total/.test(row.textContent ?? ''),
    );
const segments = (name: RegExp) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton');

describe('doc 2 §2.7, §3, §4, §5 Usage tracker in Spanish (US): the provider’s locale="es-US"', () => {
  it('reads in Spanish, with dates day first and the reading type in words', async () => {
    await renderSpanish();
    const grid = await table('Tabla: Consumo diario');
    const region = screen.getByRole('region', { name: 'Seguimiento del consumo' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Seguimiento del consumo' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('tablist', { name: 'Vistas del consumo' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Diario', 'Mensual', 'Por intervalo']);
    expect(screen.getByRole('figure', { name: 'Consumo diario: Consumo (kWh)' })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Período' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Últimas 3 semanas', 'Último mes', 'Últimos 3 meses', 'Últimos 180 días']);
    const range = usage.defaultUsageRange();
    expect(
      screen.getByText(`Consumo del ${es(range.startDate)} al ${es(range.endDate)}`),
    ).toBeVisible();

    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Fecha',
      'Consumo (kWh)',
      'Tipo de lectura',
      'Temp. máxima (°F)',
      'Temp. mínima (°F)',
    ]);
    const rows = bodyRows(grid);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(es(range.endDate));
    for (const row of rows) expect(row).toHaveTextContent(/Real|Estimada|Manual/);
    expect(grid).toHaveAccessibleDescription(
      'Elija un día en la gráfica o en la tabla para ver su consumo por hora.',
    );
    expect(within(grid).getAllByRole('row').at(-1)).toHaveTextContent(/^Total/);
    for (const name of ['Exportar a Excel', 'Exportar a CSV', 'Imprimir']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('doc 2 §5: ties each error to its field in Spanish and moves focus to the first invalid field', async () => {
    const user = await renderSpanish();
    await table('Tabla: Consumo diario');
    // The date fields follow the language: day, month, year.
    await user.click(segments(/^Fecha de inicio/)[0]!);
    await user.keyboard('31121989');
    const tomorrow = isoDaysAgo(-1).split('-');
    await user.click(segments(/^Fecha final/)[0]!);
    await user.keyboard(`${tomorrow[2]}${tomorrow[1]}${tomorrow[0]}`);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(segments(/^Fecha de inicio/)[0]).toHaveFocus());
    const start = screen.getByRole('group', { name: /^Fecha de inicio/ });
    const end = screen.getByRole('group', { name: /^Fecha final/ });
    expect(within(start.parentElement!).getByText('Elija una fecha posterior.')).toBeVisible();
    expect(within(end.parentElement!).getByText('El rango de fechas no es válido.')).toBeVisible();
    expect(screen.getByText('Corrija lo siguiente:')).toBeVisible();
    // Two dates typed a key at a time: slow when the machine is busy.
  }, 30_000);

  it('doc 2 §3: the summary tiles in Spanish, temperatures with their day first', async () => {
    await renderSpanish();
    const summary = await screen.findByRole('region', { name: 'Resumen del medidor E-1000001' });
    for (const term of [
      'Consumo más bajo',
      'Consumo más alto',
      'Consumo promedio',
      'Demanda máxima',
      'Consumo total',
      'Temperatura más baja',
      'Temperatura más alta',
    ]) {
      expect(await within(summary).findByText(term)).toBeVisible();
    }
    const temperatures = within(summary).getAllByText(/^-?\d+°F el \d{2}\/\d{2}\/\d{4}$/);
    expect(temperatures).toHaveLength(2);
    // Day first: the day is never above 31, the month never above 12.
    for (const text of temperatures.map((element) => element.textContent ?? '')) {
      const [, month] = /el \d{2}\/(\d{2})\//.exec(text)!;
      expect(Number(month)).toBeLessThanOrEqual(12);
    }
  });

  it('doc 2 §3: a prepaid account’s amounts as Spanish (US) writes them', async () => {
    await renderSpanish({ accountNumber: '3000003' });
    const summary = await screen.findByRole('region', { name: 'Resumen del medidor E-3000003' });
    expect(await within(summary).findByText('Saldo actual')).toBeVisible();
    expect(within(summary).getByText('Monto del último pago')).toBeVisible();
    expect(within(summary).getByText('$50.00')).toBeVisible();
  });

  it('doc 2 §4: a day’s hourly usage, named with its day first', async () => {
    const user = await renderSpanish();
    const grid = await table('Tabla: Consumo diario');
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getAllByRole('gridcell')[0]!);
    expect(screen.getByRole('tab', { name: 'Por intervalo', selected: true })).toBeVisible();
    const day = es(usage.defaultUsageRange().endDate);
    const hourly = await table(`Tabla: Consumo por hora del ${day}`);
    expect(within(hourly).getAllByRole('columnheader')[0]).toHaveTextContent('Fecha y hora');
    expect(within(bodyRows(hourly)[0]!).getByRole('rowheader')).toHaveTextContent(
      new RegExp(`${day} \\d{1,2}:\\d{2} [ap]\\. ?m\\.$`),
    );
    expect(screen.getByRole('button', { name: 'Mostrar todo el rango' })).toBeVisible();
  });

  it('doc 2 §8: the usage messages in Spanish', async () => {
    // The demo's new account 3000022 answers every usage call without usages.
    await renderSpanish({ accountNumber: '3000022' }, 'member.many');
    expect(
      await screen.findByText('No se encontraron datos de consumo para esta cuenta.'),
    ).toBeVisible();
  });
});

describe('doc 2 §2.7 Usage export in Spanish (US): headers in Spanish, dates and numbers as data', () => {
  const downloads: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    downloads.length = 0;
    writeXlsxFile.mockClear();
    const blobs = new Map<string, Blob>();
    let count = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          count += 1;
          blobs.set(`blob:usage-${count}`, blob);
          return `blob:usage-${count}`;
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('CSV: Spanish headers and reading types; MM/dd/yyyy dates and plain numbers, as in English', async () => {
    const user = await renderSpanish();
    await table('Tabla: Consumo diario');
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const range = usage.defaultUsageRange();
    const lines = (await downloads[0]!.blob.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha,Consumo (kWh),Tipo de lectura,Temp. máxima (°F),Temp. mínima (°F)',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${usage.formatUsageDate(range.endDate)},\\d+,(Real|Estimada|Manual),\\d+,\\d+$`),
    );
    expect(lines.at(-1)).toMatch(/^Total,\d+,,\d+,\d+$/);
  });

  it('Excel: a sheet named in Spanish, with real dates', async () => {
    const user = await renderSpanish();
    await table('Tabla: Consumo diario');
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [sheet, options] = writeXlsxFile.mock.calls[0]!;
    expect(options).toEqual({ sheet: 'Consumo' });
    const rows = sheet as { value: unknown; type: unknown }[][];
    expect(rows[0]![0]).toMatchObject({ value: 'Fecha' });
    expect(rows[1]![0]).toMatchObject({ type: Date });
    expect(rows[1]![0]!.value).toBeInstanceOf(Date);
  });
});
