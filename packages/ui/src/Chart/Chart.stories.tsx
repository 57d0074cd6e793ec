import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { kitStoryParameters } from '../storyParameters';
import { contrastRatio } from '../theme/contrast';
import { darkColors, lightColors } from '../theme/tokens';
import { focusableMark } from './Chart.css';
import { ChartAxis } from './ChartAxis';
import { ChartLegend, type ChartLegendItem } from './ChartLegend';
import { ChartPatternDefs, chartPatternFill } from './ChartPatterns';
import { ChartTooltip } from './ChartTooltip';
import { chartColors, chartPatterns, type ChartColor, type ChartPattern } from './chartTokens';
import { useChartKeyboard } from './useChartKeyboard';

const kinds: { id: string; label: string; color: ChartColor; pattern: ChartPattern }[] = [
  { id: 'weekday', label: 'Weekday', color: 'weekday', pattern: 'solid' },
  { id: 'weekend', label: 'Weekend', color: 'weekend', pattern: 'dots' },
  { id: 'estimate', label: 'Estimate', color: 'estimate', pattern: 'diagonal' },
  { id: 'keyed', label: 'Keyed', color: 'keyed', pattern: 'crosshatch' },
];

const legendItems: ChartLegendItem[] = [
  ...kinds,
  { id: 'temperature', label: 'Average temperature', color: 'temperature', shape: 'line' },
];

const days = [
  { label: 'Mon, Jun 3', value: 23, kind: 0 },
  { label: 'Tue, Jun 4', value: 31, kind: 0 },
  { label: 'Wed, Jun 5', value: 18, kind: 2 },
  { label: 'Thu, Jun 6', value: 27, kind: 0 },
  { label: 'Fri, Jun 7', value: 35, kind: 3 },
  { label: 'Sat, Jun 8', value: 40, kind: 1 },
  { label: 'Sun, Jun 9', value: 38, kind: 1 },
];

/**
 * A small bar chart made of the primitives only (the widgets' UsageChart is the full one): pattern
 * definitions, axes from given ticks, marks in one Tab stop, and a tooltip on hover and focus.
 */
function PrimitivesDemo() {
  const prefix = useId();
  const width = 320;
  const height = 160;
  const left = 36;
  const plotWidth = width - left - 8;
  const band = plotWidth / days.length;
  const y = (value: number) => height - (value / 40) * height;
  const [tip, setTip] = useState<number | null>(null);
  const { containerProps, tabIndexOf } = useChartKeyboard<SVGGElement>({ count: days.length });
  const shown = tip === null ? undefined : days[tip];
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: width }}>
      <ChartLegend label="Bar colours" items={legendItems} />
      <div style={{ position: 'relative' }}>
        <svg width={width} height={height + 40} role="group" aria-label="Daily usage, kWh">
          <ChartPatternDefs
            patterns={kinds.map((kind) => ({ ...kind, id: `${prefix}-${kind.id}` }))}
          />
          <g transform={`translate(${left},16)`}>
            <ChartAxis
              orientation="left"
              length={height}
              title="kWh"
              gridLength={plotWidth}
              ticks={[0, 20, 40].map((value) => ({ position: y(value), label: String(value) }))}
            />
            <ChartAxis
              orientation="bottom"
              y={height}
              length={plotWidth}
              ticks={[0, 3, 6].map((index) => ({
                position: index * band + band / 2,
                label: days[index]?.label.slice(5) ?? '',
              }))}
            />
            <g
              {...containerProps}
              onPointerOver={(event) => {
                const index = (event.target as Element).getAttribute('data-chart-index');
                if (index !== null) setTip(Number(index));
              }}
              onPointerLeave={() => setTip(null)}
              onBlur={() => setTip(null)}
              onFocus={(event) => {
                containerProps.onFocus(event);
                const index = event.target.getAttribute('data-chart-index');
                if (index !== null) setTip(Number(index));
              }}
            >
              {days.map((day, index) => (
                <rect
                  key={day.label}
                  role="img"
                  aria-label={`${day.label}: ${day.value} kWh, ${kinds[day.kind]?.label ?? ''}`}
                  data-chart-index={index}
                  tabIndex={tabIndexOf(index)}
                  className={focusableMark}
                  x={index * band + band * 0.15}
                  width={band * 0.7}
                  y={y(day.value)}
                  height={height - y(day.value)}
                  fill={chartPatternFill(`${prefix}-${kinds[day.kind]?.id ?? 'weekday'}`)}
                />
              ))}
            </g>
          </g>
        </svg>
        <ChartTooltip
          isOpen={shown !== undefined}
          x={tip === null ? 0 : left + tip * band + band / 2}
          y={tip === null || !shown ? 0 : 16 + y(shown.value)}
        >
          {shown ? `${shown.label}: ${shown.value} kWh, ${kinds[shown.kind]?.label ?? ''}` : null}
        </ChartTooltip>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Chart',
  component: PrimitivesDemo,
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Chart primitives (no data or scale library): `ChartLegend` (swatches by colour and pattern), `ChartPatternDefs`, `ChartAxis` from given ticks, `ChartTooltip` over the chart, `useChartKeyboard` (one Tab stop; Left/Right/Home/End move, Enter/Space activate), `useElementWidth`, and the `color.chart` tokens (each at least 3:1 against the page in both themes).',
      },
    },
  },
} satisfies Meta<typeof PrimitivesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between the bars; the tooltip shows on focus with the bar's name. */
export const KeyboardAndTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /Mon, Jun 3/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const bar = canvas.getByRole('img', { name: /Wed, Jun 5: 18 kWh, Estimate/ });
    await expect(bar).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Wed, Jun 5: 18 kWh, Estimate');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: /Sun, Jun 9/ })).toHaveFocus();
  },
};

/** Every chart colour token with every pattern, as legend swatches. */
export const ColoursAndPatterns: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {chartColors.map((color) => (
        <ChartLegend
          key={color}
          label={`${color} patterns`}
          items={chartPatterns.map((pattern) => ({
            id: `${color}-${pattern}`,
            label: `${color} ${pattern}`,
            color,
            pattern,
          }))}
        />
      ))}
      <ChartLegend
        label="Lines"
        items={[
          { id: 'avg', label: 'Average temperature', color: 'temperature', shape: 'line' },
          {
            id: 'low',
            label: 'Low temperature',
            color: 'temperature',
            shape: 'line',
            dashed: true,
          },
        ]}
      />
    </div>
  ),
};

/**
 * The chart colour tokens against the page in each theme: marks need 3:1 (WCAG 2.2 SC 1.4.11);
 * the theme's unit test checks the raised surface and the pattern ink too.
 */
export const ColourContrast: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 8 }}>
        Chart colours on the page (at least 3:1)
      </caption>
      <thead>
        <tr>
          {['Token', 'Light', 'Dark'].map((heading) => (
            <th key={heading} scope="col" style={{ textAlign: 'start', padding: '4px 8px' }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chartColors.map((color) => (
          <tr key={color}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 400, padding: '4px 8px' }}>
              {`color.chart.${color}`}
            </th>
            {[lightColors, darkColors].map((colours, index) => {
              const ratio = contrastRatio(colours.chart[color], colours.surface.page);
              return (
                <td key={index} data-ratio={ratio.toFixed(2)} style={{ padding: '4px 8px' }}>
                  {`${colours.chart[color]} ${ratio.toFixed(2)}:1`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const ratios = canvasElement.querySelectorAll('[data-ratio]');
    await expect(ratios).toHaveLength(chartColors.length * 2);
    for (const ratio of ratios) {
      await expect(Number(ratio.getAttribute('data-ratio'))).toBeGreaterThanOrEqual(3);
    }
  },
};
