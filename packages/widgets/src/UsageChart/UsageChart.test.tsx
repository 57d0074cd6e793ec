import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate, formatTickDate, parseChartDate } from './format';
import { kindPattern } from './layout';
import { dailyDemo, intervalDemo, monthlyDemo } from './storyData';
import type { UsageChartMeter } from './types';
import { UsageChart, type UsageChartProps } from './UsageChart';

const week: UsageChartMeter[] = [
  {
    meterId: 'E-1000001',
    points: [
      { date: '2024-06-03', value: 23.4, kind: 'weekday' },
      { date: '2024-06-04', value: 31, kind: 'estimate' },
      { date: '2024-06-05', value: 18, kind: 'keyed' },
      { date: '2024-06-06', value: null, kind: 'weekday' },
      { date: '2024-06-08', value: 40, kind: 'weekend' },
    ],
  },
];
const weekTemperatures = [
  { date: '2024-06-03', high: 80, low: 62, avg: 71 },
  { date: '2024-06-04', high: 84, low: 66, avg: 75 },
  { date: '2024-06-05', high: null, low: null, avg: null },
  { date: '2024-06-08', high: 79, low: 60, avg: 70 },
];

function renderChart(props: Partial<UsageChartProps> = {}) {
  return render(
    <UsageChart
      title="Daily usage"
      summarization="daily"
      unit="kWh"
      meters={week}
      temperatures={weekTemperatures}
      {...props}
    />,
  );
}

const bars = () => screen.queryAllByRole('img').filter((el) => el.hasAttribute('data-chart-index'));
const axisLabels = (container: HTMLElement, axis: string) =>
  [...container.querySelectorAll(`[data-axis="${axis}"] [data-tick] text`)].map(
    (text) => text.textContent,
  );

/** A container of this width, as a ResizeObserver reports it. */
function stubWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

describe('doc 2 §4 Usage bar colours', () => {
  it('fills each bar with its kind’s colour and pattern, and names the kind', () => {
    const { container } = renderChart();
    for (const kind of ['weekday', 'estimate', 'keyed', 'weekend'] as const) {
      const bar = container.querySelector(`rect[data-kind="${kind}"]`);
      const id = /^url\(#(.+)\)$/.exec(bar?.getAttribute('fill') ?? '')?.[1] ?? 'missing';
      const pattern = container.querySelector(`pattern[id="${CSS.escape(id)}"]`);
      expect(pattern).toHaveAttribute('data-color', kind);
      expect(pattern).toHaveAttribute('data-pattern', kindPattern[kind]);
    }
    expect(screen.getByRole('img', { name: /Tue, Jun 4, 2024: 31 kWh, Estimate/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /Wed, Jun 5, 2024: 18 kWh, Keyed/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /Sat, Jun 8, 2024: 40 kWh, Weekend/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /Mon, Jun 3, 2024: 23 kWh, Weekday/ })).toBeVisible();
  });

  it('has a legend of the four kinds, each with its own pattern', () => {
    renderChart();
    const legend = screen.getByRole('list', { name: 'Chart key' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Weekday', 'Weekend', 'Estimate', 'Keyed', 'Average temperature']);
    const patterns = [...legend.querySelectorAll('pattern')].map((p) =>
      p.getAttribute('data-pattern'),
    );
    expect(new Set(patterns).size).toBe(4);
  });

  it('draws monthly and interval bars in the weekday colour, without a kind legend', () => {
    const { container, unmount } = renderChart({
      summarization: 'monthly',
      meters: monthlyDemo({ months: 4 }),
      temperatures: undefined,
    });
    expect(
      [...container.querySelectorAll('rect[data-chart-index]')].map((bar) =>
        bar.getAttribute('data-kind'),
      ),
    ).toEqual(['weekday', 'weekday', 'weekday', 'weekday']);
    expect(screen.getByRole('img', { name: /^June 2024: [\d,]+ kWh$/ })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Chart key' })).not.toBeInTheDocument();
    unmount();
    renderChart({ summarization: 'interval', meters: intervalDemo(), temperatures: undefined });
    expect(bars()).toHaveLength(24);
    expect(
      screen.getByRole('img', { name: /^Mon, Jun 3, 2024, 3 PM: \d+\.\d\d kWh$/ }),
    ).toBeVisible();
  });
});

describe('doc 2 §4 Usage chart: keyboard and pointer', () => {
  it('reaches every bar with the arrow keys, Home and End, as one Tab stop', async () => {
    const user = userEvent.setup({ delay: null });
    renderChart();
    await user.tab();
    expect(bars()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bars()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(bars()[3]).toHaveFocus();
    expect(bars()[3]).toHaveAccessibleName(
      'Sat, Jun 8, 2024: 40 kWh, Weekend, average temperature 70°F',
    );
    await user.keyboard('{Home}');
    expect(bars()[0]).toHaveFocus();
    expect(bars().filter((bar) => bar.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('without onActivatePoint the bars are not buttons', () => {
    renderChart();
    expect(screen.queryByRole('button', { name: /Jun 3/ })).not.toBeInTheDocument();
  });

  it('with onActivatePoint the bars are buttons: Enter, Space and a click open the day', async () => {
    const user = userEvent.setup({ delay: null });
    const onActivatePoint = vi.fn();
    renderChart({ onActivatePoint, selectedDate: '2024-06-05' });
    const selected = screen.getByRole('button', { name: /Wed, Jun 5, 2024/ });
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(selected).toHaveAttribute('data-selected');
    expect(screen.getByRole('button', { name: /Mon, Jun 3, 2024/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onActivatePoint).toHaveBeenLastCalledWith('2024-06-03');
    await user.keyboard('{ArrowRight} ');
    expect(onActivatePoint).toHaveBeenLastCalledWith('2024-06-04');
    await user.click(screen.getByRole('button', { name: /Sat, Jun 8, 2024/ }));
    expect(onActivatePoint).toHaveBeenLastCalledWith('2024-06-08');
    expect(onActivatePoint).toHaveBeenCalledTimes(3);
  });

  it('shows the bar’s text in a tooltip on focus and on hover; Escape hides it', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderChart();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Mon, Jun 3, 2024: 23 kWh, Weekday, average temperature 71°F',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('img', { name: /Wed, Jun 5/ }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Wed, Jun 5, 2024: 18 kWh, Keyed');
    // Over the chart but off the bars (e.g. on the tooltip), it stays; off the chart, it goes.
    fireEvent.pointerOver(container.querySelector('[data-chart-frame]') as Element);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Wed, Jun 5, 2024/);
    fireEvent.pointerLeave(container.querySelector('[data-chart-frame]') as Element);
    // Focus is still on the first bar: its tooltip is back.
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Mon, Jun 3, 2024/);
  });
});

describe('doc 2 §4 Usage chart: a text alternative', () => {
  it('is a figure named by its title and described by a summary', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'Daily usage' })).toHaveAccessibleDescription(
      'Mon, Jun 3, 2024 to Sat, Jun 8, 2024. Total 112 kWh. Highest 40 kWh on Sat, Jun 8, 2024. Lowest 18 kWh on Wed, Jun 5, 2024.',
    );
  });

  it('"Show as table" lists the same days and values as the bars', async () => {
    const user = userEvent.setup({ delay: null });
    renderChart();
    // The browser's own disclosure (details and summary): its summary is not a button role.
    await user.click(screen.getByText('Show as table'));
    const table = await screen.findByRole('table', { name: 'Daily usage table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([
      ['Mon, Jun 3, 2024', '23', 'Weekday', '71°F'],
      ['Tue, Jun 4, 2024', '31', 'Estimate', '75°F'],
      ['Wed, Jun 5, 2024', '18', 'Keyed', ''],
      ['Thu, Jun 6, 2024', 'No reading', '', ''],
      ['Sat, Jun 8, 2024', '40', 'Weekend', '70°F'],
    ]);
    // Every bar's value is in the table, on its day.
    for (const bar of bars()) {
      const [date, value] = (bar.getAttribute('aria-label') ?? '').split(/: | kWh/);
      const row = rows.find((r) => r.textContent?.startsWith(date ?? '?'));
      expect(row).toHaveTextContent(value ?? '?');
    }
  });

  it('leaves the table out when showTable is false', () => {
    renderChart({ showTable: false });
    expect(screen.queryByText('Show as table')).not.toBeInTheDocument();
  });
});

describe('doc 2 §4 Usage chart: temperature', () => {
  it('has a temperature axis and line only with temperatures', () => {
    const { container, unmount } = renderChart({ temperatures: undefined });
    expect(container.querySelector('[data-axis="right"]')).toBeNull();
    expect(container.querySelector('[data-temperature]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Mon, Jun 3, 2024: 23 kWh, Weekday' })).toBeVisible();
    unmount();
    const { container: withWeather } = renderChart();
    expect(axisLabels(withWeather, 'right').length).toBeGreaterThan(1);
    expect(withWeather.querySelector('[data-axis="right"]')).toHaveTextContent('°F');
    expect(withWeather.querySelector('[data-line="avg"]')?.getAttribute('d')).toMatch(/^M/);
  });

  it('draws high and low when asked, named in each bar', () => {
    const { container } = renderChart({ temperatureLine: 'highLow' });
    expect(container.querySelector('[data-line="high"]')).toBeInTheDocument();
    expect(container.querySelector('[data-line="low"]')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Tue, Jun 4, 2024: 31 kWh, Estimate, high 84°F, low 66°F' }),
    ).toBeVisible();
  });
});

describe('doc 2 §9 Usage decimals', () => {
  const scaled = (factor: number): UsageChartMeter[] => [
    {
      meterId: 'E-1',
      points: [
        { date: '2024-06-03', value: 1.234 * factor },
        { date: '2024-06-04', value: 3.456 * factor },
      ],
    },
  ];

  it('shows kWh with 0 decimals on the axis and in the bars', () => {
    const { container } = renderChart({ meters: scaled(1), temperatures: undefined });
    // The axis runs to 3.5: whole numbers only, none repeated.
    expect(axisLabels(container, 'left')).toEqual(['0', '1', '2', '3']);
    expect(screen.getByRole('img', { name: /Tue, Jun 4, 2024: 3 kWh/ })).toBeVisible();
  });

  it('shows kW and $ with 2 decimals', () => {
    const { container, unmount } = renderChart({
      unit: 'kW',
      meters: scaled(1),
      temperatures: undefined,
    });
    expect(axisLabels(container, 'left').every((label) => /^\d+\.\d\d$/.test(label ?? ''))).toBe(
      true,
    );
    expect(screen.getByRole('img', { name: /Tue, Jun 4, 2024: 3\.46 kW/ })).toBeVisible();
    unmount();
    const dollars = renderChart({ unit: '$', meters: scaled(1), temperatures: undefined });
    expect(axisLabels(dollars.container, 'left')[1]).toMatch(/^\d+\.\d\d$/);
    expect(screen.getByRole('img', { name: /Tue, Jun 4, 2024: \$3\.46/ })).toBeVisible();
  });

  it('shows other units (gallons) with 0 decimals', () => {
    const { container } = renderChart({
      unit: 'Gal',
      meters: scaled(100),
      temperatures: undefined,
    });
    expect(axisLabels(container, 'left').every((label) => /^[\d,]+$/.test(label ?? ''))).toBe(true);
    expect(screen.getByRole('img', { name: /Tue, Jun 4, 2024: 346 Gal/ })).toBeVisible();
  });

  it('shows an hour of usage (interval) with 2 decimals: on the axis, in the bars and the table', async () => {
    const user = userEvent.setup({ delay: null });
    const hours: UsageChartMeter[] = [
      {
        meterId: 'E-1',
        points: [
          { date: '2024-06-03T00:00:00', value: 0.45 },
          { date: '2024-06-03T01:00:00', value: 0.3 },
          { date: '2024-06-03T02:00:00', value: 1.2 },
        ],
      },
    ];
    const { container } = renderChart({
      title: 'Hourly usage',
      summarization: 'interval',
      meters: hours,
      temperatures: undefined,
    });
    const labels = axisLabels(container, 'left');
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.every((label) => /^\d+\.\d\d$/.test(label ?? ''))).toBe(true);
    expect(screen.getByRole('img', { name: 'Mon, Jun 3, 2024, 12 AM: 0.45 kWh' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mon, Jun 3, 2024, 1 AM: 0.30 kWh' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Hourly usage' })).toHaveAccessibleDescription(
      /Total 1\.95 kWh\. Highest 1\.20 kWh .* Lowest 0\.30 kWh/,
    );
    await user.click(screen.getByText('Show as table'));
    const table = await screen.findByRole('table', { name: 'Hourly usage table' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.45', '0.30', '1.20']);
  });
});

describe('doc 2 §4 Usage chart: several meters', () => {
  const demo = dailyDemo({ start: '2024-06-01', days: 5, meterCount: 3 });

  it('names the meter in each bar and has a meter legend', () => {
    renderChart({ meters: demo.meters, temperatures: undefined });
    expect(bars()).toHaveLength(15);
    expect(bars()[1]).toHaveAccessibleName(/^Sat, Jun 1, 2024: \d+ kWh, Weekend, Shop$/);
    expect(
      within(screen.getByRole('list', { name: 'Meters' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['House', 'Shop', 'Well pump']);
  });

  it('puts them side by side, or stacks them on one bar per day', () => {
    const { container, unmount } = renderChart({ meters: demo.meters, temperatures: undefined });
    const grouped = [...container.querySelectorAll('rect[data-date="2024-06-01"]')];
    expect(new Set(grouped.map((bar) => bar.getAttribute('x'))).size).toBe(3);
    unmount();
    const stacked = renderChart({
      meters: demo.meters,
      temperatures: undefined,
      meterLayout: 'stacked',
    });
    const day = [...stacked.container.querySelectorAll('rect[data-date="2024-06-01"]')];
    expect(new Set(day.map((bar) => bar.getAttribute('x'))).size).toBe(1);
    // Each meter's bar starts where the one below it ends.
    const [first, second] = day.map((bar) => ({
      y: Number(bar.getAttribute('y')),
      height: Number(bar.getAttribute('height')),
    }));
    expect(second?.y !== undefined && first ? second.y + second.height : 0).toBeCloseTo(
      first?.y ?? -1,
      5,
    );
  });
});

describe('doc 2 §4 Usage chart: narrow screens', () => {
  const month = dailyDemo({ start: '2024-06-01', days: 30 });
  const halfYear = dailyDemo({ start: '2024-01-01', days: 180, meterCount: 3 });

  it('shows fewer date labels on a narrow container, without overlapping', () => {
    stubWidth(900);
    const wide = renderChart({ meters: month.meters, temperatures: undefined });
    const wideCount = axisLabels(wide.container, 'bottom').length;
    wide.unmount();
    stubWidth(320);
    const narrow = renderChart({ meters: month.meters, temperatures: undefined });
    const positions = [
      ...narrow.container.querySelectorAll('[data-axis="bottom"] [data-tick]'),
    ].map((tick) => Number(/translate\(([\d.]+)/.exec(tick.getAttribute('transform') ?? '')?.[1]));
    expect(positions.length).toBeLessThan(wideCount);
    // 'Jun 30' is at most 6 characters: labels sit at least one label's width apart.
    for (let i = 1; i < positions.length; i += 1) {
      expect((positions[i] ?? 0) - (positions[i - 1] ?? 0)).toBeGreaterThanOrEqual(6 * 7);
    }
  });

  it('keeps bars at least 6px wide and scrolls sideways in a named, focusable region', () => {
    stubWidth(320);
    const { container } = renderChart({ meters: halfYear.meters, temperatures: undefined });
    const region = screen.getByRole('region', { name: 'Daily usage, scroll sideways for more' });
    expect(region).toHaveAttribute('tabindex', '0');
    const svg = container.querySelector('svg[aria-label="Daily usage"]');
    expect(Number(svg?.getAttribute('width'))).toBeGreaterThan(320);
    const widths = [...container.querySelectorAll('rect[data-chart-index]')].map((bar) =>
      Number(bar.getAttribute('width')),
    );
    expect(widths).toHaveLength(540);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(6);
    // The value axis stays in view while the bars scroll under it.
    expect(container.querySelector('[data-sticky-axis="left"]')).toHaveTextContent('kWh');
  });

  it('fits the page when printed: no scrolling, however thin the bars', () => {
    stubWidth(320);
    const { container } = renderChart({ meters: halfYear.meters, temperatures: undefined });
    expect(screen.getByRole('region')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(
      Number(container.querySelector('svg[aria-label="Daily usage"]')?.getAttribute('width')),
    ).toBeLessThanOrEqual(320);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('does not scroll when the bars fit', () => {
    stubWidth(900);
    const { container } = renderChart();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[data-sticky-axis]')).toBeNull();
  });
});

describe('doc 2 §4 Usage chart: states', () => {
  it('loading: a busy, named progress indicator', () => {
    renderChart({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading usage' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Daily usage' })).toBeInTheDocument();
    expect(bars()).toHaveLength(0);
  });

  it('error: the message in an alert', () => {
    renderChart({ status: 'error', errorMessage: 'Usage could not be loaded.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Usage could not be loaded.');
  });

  it('empty: the empty message, by default the spec’s', () => {
    const { unmount } = renderChart({ meters: [] });
    expect(
      screen.getByText('There were no usage data found for this account.'),
    ).toBeInTheDocument();
    unmount();
    renderChart({
      meters: [{ meterId: 'E-1', points: [{ date: '2024-06-03', value: null }] }],
      emptyMessage: 'No interval data available for the selected account.',
    });
    expect(
      screen.getByText('No interval data available for the selected account.'),
    ).toBeInTheDocument();
  });
});

describe('doc 2 §5 Usage dates in the chart', () => {
  it('reads yyyy-MM-dd as a local day, never as UTC midnight', () => {
    const date = parseChartDate('2024-06-03');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 5, 3, 0,
    ]);
    expect(parseChartDate('2024-06-03T15:00:00').getHours()).toBe(15);
  });

  it('formats days, months and hours', () => {
    expect(formatLongDate('2024-06-03', 'daily')).toBe('Mon, Jun 3, 2024');
    expect(formatTickDate('2024-06-03', 'daily')).toBe('Jun 3');
    expect(formatLongDate('2024-06-01', 'monthly')).toBe('June 2024');
    expect(formatTickDate('2024-06-01', 'monthly')).toBe('Jun 2024');
    expect(formatTickDate('2024-06-03T15:00:00', 'interval')).toBe('3 PM');
  });
});
