import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dailyDemo, intervalDemo, monthlyDemo } from './storyData';
import { UsageChart } from './UsageChart';

const june = dailyDemo({ start: '2024-05-20', days: 15 });
const month = dailyDemo({ start: '2024-06-01', days: 30, seed: 3 });
const threeMeters = dailyDemo({ start: '2024-06-01', days: 15, meterCount: 3, seed: 9 });
const halfYear = dailyDemo({ start: '2024-01-01', days: 180, meterCount: 3, seed: 21 });

const meta = {
  title: 'Widgets/UsageChart',
  component: UsageChart,
  args: {
    title: 'Daily usage',
    summarization: 'daily',
    unit: 'kWh',
    meters: june.meters,
    temperatures: june.temperatures,
  },
  argTypes: {
    meters: { control: false },
    temperatures: { control: false },
    summarization: { control: 'inline-radio', options: ['daily', 'monthly', 'interval'] },
    meterLayout: { control: 'inline-radio', options: ['grouped', 'stacked'] },
    status: { control: 'inline-radio', options: ['ready', 'loading', 'error'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The usage tracker’s chart (doc 2 §4): bars by day, month or hour, coloured and patterned by kind (estimate grey, keyed dark, weekend light, weekday blue), several meters grouped or stacked, the temperature on its own axis. A titled figure with a text summary; the bars are one Tab stop (arrow keys, Home, End), each named in full, with a tooltip on hover and focus; buttons only with `onActivatePoint`. "Show as table" gives the same numbers.',
      },
    },
  },
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifteen days with the average temperature; the table shows the same rows. */
export const Daily: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Daily usage' });
    await expect(figure).toHaveAccessibleDescription(/May 20, 2024 to .*Jun 3, 2024/);
    await userEvent.click(canvas.getByText('Show as table'));
    const table = await canvas.findByRole('table', { name: 'Daily usage table' });
    // A header row and one row per day.
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
  },
};

/**
 * "Show as table" is the browser's own disclosure (details and summary): a Tab stop that Enter and
 * Space open natively. Here it has the keyboard focus ring, is open, and its chevron points down.
 */
export const TableOpenWithFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Show as table').closest('summary');
    const details = summary?.closest('details');
    await expect(summary).not.toBeNull();
    await expect(details).not.toHaveAttribute('open');
    const chevron = summary?.querySelector('svg');
    await expect(chevron && getComputedStyle(chevron).transform).toBe('none');
    summary?.focus();
    await expect(summary).toHaveFocus();
    await expect(summary && getComputedStyle(summary).outlineStyle).toBe('solid');
    // As Enter or Space on the focused summary would.
    if (details) details.open = true;
    await expect(await canvas.findByRole('table', { name: 'Daily usage table' })).toBeVisible();
    await waitFor(() => expect(chevron && getComputedStyle(chevron).transform).not.toBe('none'));
  },
};

export const DailyWithoutWeather: Story = { args: { temperatures: undefined } };

export const HighAndLowTemperatures: Story = { args: { temperatureLine: 'highLow' } };

/** A month of days: weekdays, weekends, the 7th's estimate and the 21st's keyed read. */
export const EveryBarKind: Story = {
  args: { meters: month.meters, temperatures: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of ['Estimate', 'Keyed', 'Weekend', 'Weekday']) {
      await expect(canvas.getAllByRole('img', { name: new RegExp(`, ${kind}`) })[0]).toBeVisible();
    }
  },
};

export const Monthly: Story = {
  args: {
    title: 'Monthly usage',
    summarization: 'monthly',
    meters: monthlyDemo(),
    temperatures: [],
  },
};

export const Interval: Story = {
  args: {
    title: 'Hourly usage on Mon, Jun 3, 2024',
    summarization: 'interval',
    meters: intervalDemo(),
    temperatures: undefined,
  },
};

export const Demand: Story = {
  args: {
    title: 'Daily peak demand',
    unit: 'kW',
    meters: june.meters.map((meter) => ({
      ...meter,
      points: meter.points.map((point) => ({
        ...point,
        value: point.value === null ? null : Math.round(point.value * 21) / 100,
      })),
    })),
  },
};

export const Dollars: Story = {
  args: {
    title: 'Daily cost',
    unit: '$',
    meters: june.meters.map((meter) => ({
      ...meter,
      points: meter.points.map((point) => ({
        ...point,
        value: point.value === null ? null : Math.round(point.value * 13.7) / 100,
      })),
    })),
  },
};

export const SeveralMetersGrouped: Story = {
  args: { meters: threeMeters.meters, temperatures: threeMeters.temperatures },
};

export const SeveralMetersStacked: Story = {
  args: {
    meters: threeMeters.meters,
    temperatures: threeMeters.temperatures,
    meterLayout: 'stacked',
  },
};

/**
 * Bars are buttons when a day can be opened (interval data): the selected day is pressed and
 * outlined; Enter opens the focused day.
 */
export const SelectedDay: Story = {
  args: { selectedDate: '2024-05-28', onActivatePoint: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /Tue, May 28, 2024/, pressed: true }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('button', { name: /Tue, May 21, 2024/ });
    await expect(second).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/Tue, May 21, 2024/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivatePoint).toHaveBeenCalledWith('2024-05-21');
  },
};

/** 180 days of three meters: the bars keep their width and the plot scrolls sideways. */
export const HalfYearScrolls: Story = {
  args: { meters: halfYear.meters, temperatures: halfYear.temperatures, showTable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Daily usage, scroll sideways for more' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { meters: [], temperatures: undefined },
};

export const Loading: Story = { args: { status: 'loading' } };

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    errorMessage: 'We are unable to process your request at this time. Please try again later.',
  },
};

export const DarkTheme: Story = {
  args: { meters: threeMeters.meters, temperatures: threeMeters.temperatures },
  globals: { theme: 'dark' },
};

/** The narrowest phone a co-op's page must serve: fewer date labels, and it scrolls sideways. */
export const Phone320: Story = {
  args: { meters: month.meters, temperatures: month.temperatures },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * In Spanish (US): three meters with the high and low temperatures and the table open, the
 * chart's longest Spanish (legend, bar names, column headers). The title is the host's.
 */
export const InSpanishSeveralMeters: Story = {
  args: {
    title: 'Consumo diario',
    meters: threeMeters.meters,
    temperatures: threeMeters.temperatures,
    temperatureLine: 'highLow',
  },
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'Consumo diario' });
    await expect(figure).toHaveAccessibleDescription(/^De sáb, 1 de jun de 2024 a /);
    await expect(canvas.getByText('Entre semana')).toBeVisible();
    await expect(canvas.getByText('Temperatura máxima')).toBeVisible();
    await userEvent.click(canvas.getByText('Mostrar como tabla'));
    const table = await canvas.findByRole('table', { name: 'Tabla: Consumo diario' });
    await expect(within(table).getByRole('columnheader', { name: 'Temp. máxima' })).toBeVisible();
  },
};

/** In Spanish (US) on the narrowest phone: the axis's dates day first ('1 jun'). */
export const InSpanishPhone320: Story = {
  args: { title: 'Consumo diario', meters: month.meters, temperatures: month.temperatures },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mostrar como tabla')).toBeVisible();
    const ticks = [...canvasElement.querySelectorAll('[data-axis="bottom"] [data-tick] text')];
    await expect(ticks[0]).toHaveTextContent('1 jun');
  },
};
