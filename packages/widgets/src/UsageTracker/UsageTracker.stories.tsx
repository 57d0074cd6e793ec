import {
  getAccountInfo,
  getConfigurationSettings,
  getDailyUsage,
  getSiteSettings,
  getUsageAttributes,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { UsageTracker } from './UsageTracker';

const MANY = storyMembers.many;

type Json = Record<string, unknown>;
type Usages = { meterId: string; meterUsages: Json[] }[];

const changed = changedAnswer;

/** Feature flags of the site settings, switched. */
const features = (flags: Record<string, boolean>) =>
  changed('get', getSiteSettings.path, (settings) => ({
    ...settings,
    features: (settings.features as { name: string; enable: boolean }[]).map((feature) =>
      feature.name in flags ? { ...feature, enable: flags[feature.name] } : feature,
    ),
  }));

/** Configuration keys, set. */
const config = (values: Record<string, string>) =>
  changed('post', getConfigurationSettings.path, (answer) => ({
    ...answer,
    configSettings: { ...(answer.configSettings as Json), ...values },
  }));

const meta = {
  title: 'Widgets/UsageTracker',
  component: UsageTracker,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001', memberNumber: '800001' },
  parameters: {
    docs: {
      description: {
        component:
          'The usage tracker (doc 2 §2.7, §4, §5, §8, §9): Daily, Monthly and Interval tabs over a date range, timeframes, meter and unit selectors, summary tiles, the usage chart and table with footer totals, Excel and CSV export and print.',
      },
    },
  },
} satisfies Meta<typeof UsageTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('grid', { name }, { timeout: 10_000 });

/** The last 15 days of an electric account: day bars, temperatures, the table and its totals. */
export const Daily: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement, 'Daily usage table');
    await expect(within(grid).getByRole('columnheader', { name: 'Reading Type' })).toBeVisible();
  },
};

/** Opened on the Monthly tab (isMonthlyUsageTab). */
export const Monthly: Story = {
  args: { monthlyRequested: true },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement, 'Monthly usage table')).toBeVisible();
  },
};

/** The Interval tab (the cloud meter-data feature on). */
export const Interval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'Daily usage table');
    await userEvent.click(canvas.getByRole('tab', { name: 'Interval' }));
    await expect(await findTable(canvasElement, 'Interval usage table')).toBeVisible();
  },
};

/** A prepaid account without the meter-data feature: the prepaid summary and the Dollars unit. */
export const PrepaidInDollars: Story = {
  args: { accountNumber: '3000003' },
  beforeEach({ msw }) {
    msw.use(features({ MDMEnabled: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'Daily usage table');
    await userEvent.click(canvas.getByRole('button', { name: /Unit$/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Dollars ($)' }),
    );
    await expect(
      await canvas.findByRole('figure', { name: 'Daily usage: Dollars ($)' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Current Balance')).toBeVisible();
  },
};

/** An account with two meters, all shown. */
export const SeveralMeters: Story = {
  beforeEach({ msw }) {
    msw.use(
      changed('get', getAccountInfo.path, (info) => ({
        ...info,
        meters: ['E-1000001', 'E-1000001-2'],
      })),
      changed('post', getDailyUsage.path, (answer) => {
        const first = (answer.usagesByMeter as Usages)[0];
        if (!first) return answer;
        const second = {
          meterId: 'E-1000001-2',
          meterUsages: first.meterUsages.map((day) => ({
            ...day,
            usageValue: Math.round(Number(day.usageValue) * 0.6),
          })),
        };
        return { usagesByMeter: [first, second] };
      }),
      http.get(anyBase(getUsageAttributes.path), () => HttpResponse.json({})),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findTable(canvasElement, 'Daily usage table');
    await userEvent.click(canvas.getByRole('button', { name: /Meter$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'All meters' }));
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: 'Meter' })).toBeVisible(),
    );
  },
};

/** While the usage loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(getDailyUsage.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading usage' }),
    ).toBeVisible();
  },
};

/** An alert's text shows a frame after it mounts (so it is announced): wait for it. */
async function expectShown(canvasElement: HTMLElement, text: string) {
  const element = await within(canvasElement).findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(element).toBeVisible());
}

/** A usage call fails: the server's text in an alert. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(getDailyUsage.path), () =>
        errorAnswer(400, 'Usage data is being refreshed. Please try again in a few minutes.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Usage data is being refreshed. Please try again in a few minutes.',
    );
  },
};

/** A new account without any usage yet. */
export const NoUsage: Story = {
  args: { accountNumber: '3000022', memberNumber: '800004' },
  parameters: { member: MANY },
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(getDailyUsage.path), () => HttpResponse.json({ usagesByMeter: [] })));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 'There were no usage data found for this account.');
  },
};

/** A range before the meter was installed. */
export const RangeWithNoUsage: Story = {
  args: { accountNumber: '3000003' },
  beforeEach({ msw }) {
    msw.use(
      changed('post', getDailyUsage.path, (answer) => ({
        usagesByMeter: (answer.usagesByMeter as Usages).map((meter) => ({
          ...meter,
          meterUsages: [],
        })),
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'No usage data was found for the selected date range ... Please adjust the date range',
    );
  },
};

/** Usage suspended for the account: the co-op's message instead of usage. */
export const Suspended: Story = {
  args: { accountNumber: '3000023', memberNumber: '800004' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'Usage data for this account is temporarily unavailable while we upgrade its meter.',
    );
  },
};

/** A water account while the co-op hides non-electric usage. */
export const NotSupported: Story = {
  args: { accountNumber: '3000002' },
  beforeEach({ msw }) {
    msw.use(config({ HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' }));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 'Usage data is not supported for the selected account.');
  },
};

/** A start date before 1990 and an end date after today: each error under its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'Daily usage table');
    const segments = (name: RegExp) =>
      within(canvas.getByRole('group', { name })).getAllByRole('spinbutton');
    await userEvent.click(segments(/^Start Date/)[0]!);
    await userEvent.keyboard('12311989');
    await userEvent.click(segments(/^End Date/)[2]!);
    await userEvent.keyboard(String(new Date().getFullYear() + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect((await canvas.findAllByText('Choose a later date.')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Invalid date range.').length).toBeGreaterThan(0);
  },
};

/**
 * In Spanish (US): a prepaid account without the meter-data feature, its prepaid summary (the
 * tracker's longest tile names) and the Dollars unit.
 */
export const InSpanishPrepaidInDollars: Story = {
  args: { accountNumber: '3000003' },
  globals: { locale: 'es-US' },
  beforeEach({ msw }) {
    msw.use(features({ MDMEnabled: false }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findTable(canvasElement, 'Tabla: Consumo diario');
    await expect(within(grid).getByRole('columnheader', { name: 'Tipo de lectura' })).toBeVisible();
    await expect(await canvas.findByText('Cargo diario promedio')).toBeVisible();
    await expect(canvas.getByText('Monto del último pago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Unidad$/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Dólares ($)' }),
    );
    await expect(
      await canvas.findByRole('figure', { name: 'Consumo diario: Dólares ($)' }),
    ).toBeVisible();
  },
};

/** In Spanish (US): the 180-day rules' messages, the longest, each under its field. */
export const InSpanishValidationErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'Tabla: Consumo diario');
    const segments = (name: RegExp) =>
      within(canvas.getByRole('group', { name })).getAllByRole('spinbutton');
    // The date fields follow the language: day, month, year.
    const start = new Date();
    start.setDate(start.getDate() - 200);
    const pad = (value: number) => String(value).padStart(2, '0');
    await userEvent.click(segments(/^Fecha de inicio/)[0]!);
    await userEvent.keyboard(
      `${pad(start.getDate())}${pad(start.getMonth() + 1)}${start.getFullYear()}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(segments(/^Fecha de inicio/)[0]).toHaveFocus());
    await expect(
      (
        await canvas.findAllByText(
          'La fecha de inicio debe estar dentro de los 180 días anteriores a hoy.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('El rango de fechas de la búsqueda no debe ser mayor de 180 días.')
        .length,
    ).toBeGreaterThan(0);
  },
};
