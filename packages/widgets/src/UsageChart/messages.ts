import type { CatalogueTranslations } from '@coop-portal/ui';
import type { MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the usage chart. The bar kinds are doc 2 §4's (estimate, keyed, weekend, weekday) and
 * the empty and error texts the spec's (doc 2 §8, doc 2 §9 catalogue); the rest is ours. A co-op
 * may override any of it through the chart's `messages` prop.
 */
export const usageChartMessages = {
  kinds: {
    estimate: 'Estimate',
    keyed: 'Keyed',
    weekend: 'Weekend',
    weekday: 'Weekday',
  },
  /** The legend of bar kinds (and the temperature line). */
  keyLegendLabel: 'Chart key',
  /** The legend of meters, when the chart shows several. */
  meterLegendLabel: 'Meters',
  /** A meter without a label of its own. */
  meterLabel: (meterId: string) => `Meter ${meterId}`,
  averageTemperature: 'Average temperature',
  highTemperature: 'High temperature',
  lowTemperature: 'Low temperature',
  /** The temperature axis's title. */
  temperatureAxisTitle: '°F',
  /** A temperature as read out and shown: '71°F'. */
  temperature: (degrees: string) => `${degrees}°F`,
  /**
   * A value with its unit: '23 kWh', '1.25 kW'; dollars come written as money ('$12.00'), their
   * sign already in place.
   */
  value: (formatted: string, unit: string) => (unit === '$' ? formatted : `${formatted} ${unit}`),
  /** A day without a reading, in the table. */
  noReading: 'No reading',

  loading: 'Loading usage',
  empty: 'There were no usage data found for this account.',
  error: 'We are unable to process your request at this time. Please try again later.',

  /** The text summary under the title. */
  range: (from: string, to: string) => (from === to ? `${from}.` : `${from} to ${to}.`),
  total: (total: string) => `Total ${total}.`,
  highest: (value: string, date: string) => `Highest ${value} on ${date}.`,
  lowest: (value: string, date: string) => `Lowest ${value} on ${date}.`,
  /** Which meter the highest or lowest reading is from, when there are several. */
  onMeter: (date: string, meter: string) => `${date} (${meter})`,

  /** The plot's name, when it is wider than the screen and scrolls sideways. */
  scrollRegion: (title: string) => `${title}, scroll sideways for more`,
  /** The group of bars. */
  bars: (title: string) => `${title} bars`,
  /** A temperature in a bar's name and tooltip. */
  barAverageTemperature: (temperature: string) => `average temperature ${temperature}`,
  barHighLowTemperature: (high: string, low: string) => `high ${high}, low ${low}`,

  showTable: 'Show as table',
  table: (title: string) => `${title} table`,
  dateColumn: 'Date',
  /** A meter's column: its label and the unit. */
  meterColumn: (meter: string, unit: string) => `${meter} (${unit})`,
  usageColumn: (unit: string) => `Usage (${unit})`,
  kindColumn: 'Reading type',
  averageTemperatureColumn: 'Avg Temp',
  highTemperatureColumn: 'High Temp',
  lowTemperatureColumn: 'Low Temp',
};

export type UsageChartMessages = MessageCatalogue<typeof usageChartMessages>;

/** Its translations, each loaded the first time a usage chart speaks that language. */
export const usageChartTranslations: CatalogueTranslations<UsageChartMessages> = {
  name: 'usageChart',
  'es-US': () => import('./messages.es').then((module) => module.usageChartMessagesEs),
};
