import * as z from 'zod/mini';
import { isoDate, memberParams, money, optionalText } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Usage';

/** Usage request (doc 2 §3); `ticks` is the current time in .NET ticks (a cache breaker). */
export const usageRequestSchema = z.object({
  memberNumber: z.string(),
  accountNumber: z.string(),
  fromDate: isoDate,
  toDate: isoDate,
  commodity: z.string().register(z.globalRegistry, { description: 'e.g. Electric, Water.' }),
  zipcode: z.nullish(z.string()),
  ticks: z.optional(z.union([z.number(), z.string()])),
});

export type UsageRequest = z.output<typeof usageRequestSchema>;

/** One day (or month) of a meter's usage (doc 2 §3). */
export const meterUsageSchema = z.object({
  date: isoDate,
  usageValue: z.number(),
  unitOfMeasure: z.string().register(z.globalRegistry, { description: 'kWh, kW, $, Gal…' }),
  status: z.nullish(z.enum(['Estimate', 'Keyed'])),
  demandValue: z.nullish(
    z.number().register(z.globalRegistry, {
      description: 'Peak demand in kW of the day (or month): the Demand Usage unit.',
    }),
  ),
  isWeekend: z.boolean(),
  prepaidVendor: optionalText,
  prepaidAccountFlag: z.nullish(z.enum(['Y', 'N'])),
  prepaiddailytotal: z.nullish(money),
  summarization: z.nullish(z.enum(['Daily', 'Monthly'])),
});

/** Daily (or monthly) usage, by meter (doc 2 §3). */
export const usageByMeterSchema = z.object({
  usagesByMeter: z.array(z.object({ meterId: z.string(), meterUsages: z.array(meterUsageSchema) })),
});

export type UsageByMeter = z.output<typeof usageByMeterSchema>;

/** Weather data (doc 2 §3). */
export const temperaturesSchema = z.object({
  lowTemp: z.nullish(z.number()),
  highTemp: z.nullish(z.number()),
  avgTemp: z.nullish(z.number()),
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
          endReading: z.nullish(z.number()),
          usageValue: z.nullish(z.number()),
          lowTemperature: z.nullish(z.number()),
          highTemperature: z.nullish(z.number()),
        }),
      ),
    }),
  ),
});

/** Usage attributes by meter: the summary tiles (doc 2 §3). */
export const usageAttributesSchema = z.object({
  lowestUsage: z.nullish(z.number()),
  highestUsage: z.nullish(z.number()),
  averageConsumption: z.nullish(z.number()),
  maxDemand: z.nullish(z.number()),
  totalConsumption: z.nullish(z.number()),
  lowestTemperature: z.nullish(z.number()),
  lowestTemperatureDate: z.nullish(isoDate),
  highestTemperature: z.nullish(z.number()),
  highestTemperatureDate: z.nullish(isoDate),
});

/** Prepaid summarization (doc 2 §3 summary fields of a prepaid account). */
export const prepaidSummarizationSchema = z.object({
  currentBalance: z.nullish(money),
  avgDailyChg: z.nullish(money),
  lastEnergyUsage: z.nullish(z.number()),
  lastDailyEnergyChg: z.nullish(money),
  lastPaymentAmount: z.nullish(money),
  arreCapture: z.nullish(money),
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
  params: z.extend(memberParams, { meterId: z.string().check(z.minLength(1)) }),
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
