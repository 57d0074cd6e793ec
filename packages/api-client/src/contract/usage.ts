import * as z from 'zod';
import { isoDate, memberParams, money, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Usage';

/** Usage request (doc 2 §3); `ticks` is the current time in .NET ticks (a cache breaker). */
export const usageRequestSchema = z.object({
  memberNumber: z.string(),
  accountNumber: z.string(),
  fromDate: isoDate,
  toDate: isoDate,
  commodity: z.string().meta({ description: 'e.g. Electric, Water.' }),
  zipcode: z.string().nullish(),
  ticks: z.union([z.number(), z.string()]).optional(),
});

export type UsageRequest = z.output<typeof usageRequestSchema>;

/** One day (or month) of a meter's usage (doc 2 §3). */
export const meterUsageSchema = z.object({
  date: isoDate,
  usageValue: z.number(),
  unitOfMeasure: z.string().meta({ description: 'kWh, kW, $, Gal…' }),
  status: z.enum(['Estimate', 'Keyed']).nullish(),
  isWeekend: z.boolean(),
  prepaidVendor: optionalText,
  prepaidAccountFlag: z.enum(['Y', 'N']).nullish(),
  prepaiddailytotal: money.nullish(),
  summarization: z.enum(['Daily', 'Monthly']).nullish(),
});

/** Daily (or monthly) usage, by meter (doc 2 §3). */
export const usageByMeterSchema = z.object({
  usagesByMeter: z.array(z.object({ meterId: z.string(), meterUsages: z.array(meterUsageSchema) })),
});

export type UsageByMeter = z.output<typeof usageByMeterSchema>;

/** Weather data (doc 2 §3). */
export const temperaturesSchema = z.object({
  lowTemp: z.number().nullish(),
  highTemp: z.number().nullish(),
  avgTemp: z.number().nullish(),
  weatherOverlays: z.array(
    z.object({ date: isoDate, lowTemp: z.number(), highTemp: z.number(), avgTemp: z.number() }),
  ),
  weatherSummarization: optionalText,
});

/** Usages and weather by meter (doc 2 §3). */
export const usagesWeatherByMeterSchema = z.object({
  usagesWeatherByMeterId: z.array(
    z.object({
      meterId: z.string(),
      usagesWeather: z.array(
        z.object({
          date: isoDate,
          endReading: z.number().nullish(),
          usageValue: z.number().nullish(),
          lowTemperature: z.number().nullish(),
          highTemperature: z.number().nullish(),
        }),
      ),
    }),
  ),
});

/** Usage attributes by meter: the summary tiles (doc 2 §3). */
export const usageAttributesSchema = z.object({
  lowestUsage: z.number().nullish(),
  highestUsage: z.number().nullish(),
  averageConsumption: z.number().nullish(),
  maxDemand: z.number().nullish(),
  totalConsumption: z.number().nullish(),
  lowestTemperature: z.number().nullish(),
  lowestTemperatureDate: isoDate.nullish(),
  highestTemperature: z.number().nullish(),
  highestTemperatureDate: isoDate.nullish(),
});

/** Prepaid summarization (doc 2 §3 summary fields of a prepaid account). */
export const prepaidSummarizationSchema = z.object({
  currentBalance: money.nullish(),
  avgDailyChg: money.nullish(),
  lastEnergyUsage: z.number().nullish(),
  lastDailyEnergyChg: money.nullish(),
  lastPaymentAmount: money.nullish(),
  arreCapture: money.nullish(),
});

/** Interval usage (doc 2 §3): per meter and day, values with startTime. */
export const intervalUsageSchema = z.object({
  intervals: z.array(
    z.object({
      meterId: z.string(),
      unitOfMeasure: z.string(),
      values: z.array(z.object({ startTime: isoDate, value: z.number() })),
    }),
  ),
});

export const getDailyUsage = defineEndpoint({
  id: 'getDailyUsage',
  tag,
  summary: 'Daily usage by meter for a date range.',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/usage/daily',
  auth: 'member',
  read: true,
  body: usageRequestSchema,
  response: usageByMeterSchema,
});

export const getMonthlyUsage = defineEndpoint({
  id: 'getMonthlyUsage',
  tag,
  summary: 'Monthly (billed) usage by meter: the Monthly tab and the Billed Usage Summary graph.',
  spec: 'doc 2 §2.1, §2.7 (implied; path not shown)',
  method: 'POST',
  path: '/v3/usage/monthly',
  auth: 'member',
  read: true,
  body: usageRequestSchema,
  response: usageByMeterSchema,
});

export const getTemperatures = defineEndpoint({
  id: 'getTemperatures',
  tag,
  summary: 'Temperatures (weather overlay) for the account’s zip code and range.',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/usage/temperatures',
  auth: 'member',
  read: true,
  body: usageRequestSchema,
  response: temperaturesSchema,
});

export const getUsagesWeatherByMeter = defineEndpoint({
  id: 'getUsagesWeatherByMeter',
  tag,
  summary: 'Usages with weather, by meter (the usage table).',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/usage/weather-by-meter',
  auth: 'member',
  read: true,
  body: usageRequestSchema,
  response: usagesWeatherByMeterSchema,
});

export const getPrepaidSummarization = defineEndpoint({
  id: 'getPrepaidSummarization',
  tag,
  summary: 'Prepaid summary tiles (balance, average daily charge, last payment…).',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/usage/prepaid-summarization',
  auth: 'member',
  read: true,
  body: usageRequestSchema,
  response: prepaidSummarizationSchema,
});

export const getUsageAttributes = defineEndpoint({
  id: 'getUsageAttributes',
  tag,
  summary: 'Usage attributes of a meter (summary tiles) for a date range.',
  spec: 'doc 2 §3, §7 (path not shown; member, meter)',
  method: 'GET',
  path: '/v3/member/{memberNumber}/meter/{meterId}/usage-attributes',
  auth: 'member',
  params: memberParams.extend({ meterId: z.string().min(1) }),
  query: z.object({ accountNumber: z.string(), fromDate: isoDate, toDate: isoDate }),
  response: usageAttributesSchema,
});

export const getIntervalUsage = defineEndpoint({
  id: 'getIntervalUsage',
  tag,
  summary: 'Interval (hourly) usage for a day or range (meter-data feature).',
  spec: 'doc 2 §3, §7 (path not shown)',
  method: 'POST',
  path: '/v3/usage/interval',
  auth: 'member',
  read: true,
  body: usageRequestSchema,
  response: intervalUsageSchema,
});
