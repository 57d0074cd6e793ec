import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { formatLongDate, formatTickDate } from './format';
import type { UsageChartMeter } from './types';
import { UsageChart, type UsageChartProps } from './UsageChart';

setUpDemoBackend();

const week: UsageChartMeter[] = [
  {
    meterId: 'E-1000001',
    points: [
      { date: '2024-06-03', value: 23.4, kind: 'weekday' },
      { date: '2024-06-04', value: 31, kind: 'estimate' },
      { date: '2024-06-05', value: 18, kind: 'keyed' },
      { date: '2024-06-06', value: null, kind: 'weekday' },
      { date: '2024-06-08', value: 1240, kind: 'weekend' },
    ],
  },
];
const weekTemperatures = [
  { date: '2024-06-03', high: 80, low: 62, avg: 71 },
  { date: '2024-06-04', high: 84, low: 66, avg: 75 },
  { date: '2024-06-05', high: null, low: null, avg: null },
  { date: '2024-06-08', high: 79, low: 60, avg: 70 },
];

function inSpanish(children: ReactNode) {
  return render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
      {children}
    </CoopWidgetProvider>,
  );
}

function renderChart(props: Partial<UsageChartProps> = {}) {
  return inSpanish(
    <UsageChart
      title="Consumo diario"
      summarization="daily"
      unit="kWh"
      meters={week}
      temperatures={weekTemperatures}
      {...props}
    />,
  );
}

const axisLabels = (container: HTMLElement, axis: string) =>
  [...container.querySelectorAll(`[data-axis="${axis}"] [data-tick] text`)].map(
    (text) => text.textContent,
  );
/** Intl writes a space before "a. m."/"p. m." that may be a no-break one: compared as a space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('doc 2 §4 Usage chart in Spanish (US): the provider’s locale="es-US"', () => {
  it('writes its dates in Spanish, day before month, on the axis and in full', () => {
    expect(formatLongDate('2024-06-03', 'daily', 'es-US')).toBe('lun, 3 de jun de 2024');
    expect(formatLongDate('2024-06-01', 'monthly', 'es-US')).toBe('junio de 2024');
    expect(formatTickDate('2024-06-03', 'daily', 'es-US')).toBe('3 jun');
    expect(spaced(formatTickDate('2024-06-03T15:00:00', 'interval', 'es-US'))).toBe('3 p.m.');
    // US English when no locale is given, as before.
    expect(formatLongDate('2024-06-03', 'daily')).toBe('Mon, Jun 3, 2024');
  });

  it('is a figure described by a Spanish summary, its bars and legend named in Spanish', async () => {
    const { container } = renderChart();
    const figure = await screen.findByRole('figure', { name: 'Consumo diario' });
    expect(figure).toHaveAccessibleDescription(
      'De lun, 3 de jun de 2024 a sáb, 8 de jun de 2024. Total: 1,312 kWh. Máximo: 1,240 kWh, sáb, 8 de jun de 2024. Mínimo: 18 kWh, mié, 5 de jun de 2024.',
    );
    expect(
      screen.getByRole('img', {
        name: 'mar, 4 de jun de 2024: 31 kWh, Estimada, temperatura promedio 75°F',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: /^mié, 5 de jun de 2024: 18 kWh, Manual$/ }),
    ).toBeVisible();
    const legend = within(screen.getByRole('list', { name: 'Leyenda de la gráfica' }));
    for (const label of [
      'Entre semana',
      'Fin de semana',
      'Estimada',
      'Manual',
      'Temperatura promedio',
    ]) {
      expect(legend.getByText(label)).toBeVisible();
    }
    expect(screen.getByRole('group', { name: 'Barras: Consumo diario' })).toBeInTheDocument();
    expect(axisLabels(container, 'bottom')[0]).toBe('3 jun');
    expect(axisLabels(container, 'left')).toContain('1,200');
  });

  it('"Mostrar como tabla" lists the days in Spanish, with the same values', async () => {
    const user = userEvent.setup({ delay: null });
    renderChart({ temperatureLine: 'highLow' });
    await user.click(await screen.findByText('Mostrar como tabla'));
    const table = await screen.findByRole('table', { name: 'Tabla: Consumo diario' });
    const rows = within(table).getAllByRole('row');
    expect([...rows[0]!.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Fecha',
      'Consumo (kWh)',
      'Tipo de lectura',
      'Temp. máxima',
      'Temp. mínima',
    ]);
    expect(
      rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([
      ['lun, 3 de jun de 2024', '23', 'Entre semana', '80°F', '62°F'],
      ['mar, 4 de jun de 2024', '31', 'Estimada', '84°F', '66°F'],
      ['mié, 5 de jun de 2024', '18', 'Manual', '', ''],
      ['jue, 6 de jun de 2024', 'Sin lectura', '', '', ''],
      ['sáb, 8 de jun de 2024', '1,240', 'Fin de semana', '79°F', '60°F'],
    ]);
  });

  it('names months in Spanish, and dollars as money', async () => {
    renderChart({
      title: 'Consumo mensual',
      summarization: 'monthly',
      unit: '$',
      temperatures: undefined,
      meters: [
        {
          meterId: 'E-1',
          points: [
            { date: '2024-05-01', value: 112.5 },
            { date: '2024-06-01', value: 1240.25 },
          ],
        },
      ],
    });
    expect(await screen.findByRole('img', { name: 'junio de 2024: $1,240.25' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Consumo mensual' })).toHaveAccessibleDescription(
      'De mayo de 2024 a junio de 2024. Total: $1,352.75. Máximo: $1,240.25, junio de 2024. Mínimo: $112.50, mayo de 2024.',
    );
  });

  it('names an hour’s bar with its day and its hour, as Spanish writes them', async () => {
    renderChart({
      title: 'Consumo por hora',
      summarization: 'interval',
      temperatures: undefined,
      meters: [
        {
          meterId: 'E-1',
          points: [
            { date: '2024-06-03T00:00:00', value: 0.45 },
            { date: '2024-06-03T13:00:00', value: 1.2 },
          ],
        },
      ],
    });
    await screen.findByRole('figure', { name: 'Consumo por hora' });
    const names = screen
      .getAllByRole('img')
      .filter((element) => element.hasAttribute('data-chart-index'))
      .map((bar) => spaced(bar.getAttribute('aria-label')));
    expect(names).toEqual([
      'lun, 3 de jun de 2024, 12 a.m.: 0.45 kWh',
      'lun, 3 de jun de 2024, 1 p.m.: 1.20 kWh',
    ]);
  });
});
