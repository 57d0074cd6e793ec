import {
  getDailyUsage,
  getIntervalUsage,
  getMonthlyUsage,
  getPrepaidSummarization,
  getTemperatures,
  getUsageAnalyticsSettings,
  getUsageAttributes,
  getUsagesWeatherByMeter,
  USAGE_ANALYTICS_REDIRECT_CODE,
} from '@coop-portal/api-client';
import { HttpResponse } from 'msw';
import { demoAccounts, findAccount } from '../data/accounts';
import { cents, isoDay, parseDay } from '../data/dates';
import {
  dailyUsage,
  intervalUsage,
  monthlyUsage,
  temperature,
  temperatures,
} from '../data/history';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle } from './define';
import { usageAnalyticsPath } from './provider';

function range(body: { fromDate: string; toDate: string }, day: Date) {
  const from = parseDay(body.fromDate);
  const to = parseDay(body.toDate);
  if (!from || !to || from > to) return undefined;
  return { from, to: to > day ? day : to };
}

const badRange = () => errorAnswer(400, 'Invalid date range.');

export const usageHandlers = [
  handle(getDailyUsage, ({ body, token, day }) => {
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    const dates = range(body, day);
    return dates ? dailyUsage(entry, dates.from, dates.to, day) : badRange();
  }),

  handle(getMonthlyUsage, ({ body, token, day }) => {
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    const dates = range(body, day);
    return dates ? monthlyUsage(entry, dates.from, dates.to, day) : badRange();
  }),

  handle(getTemperatures, ({ body, day }) => {
    const dates = range(body, day);
    return dates ? temperatures(dates.from, dates.to, day) : badRange();
  }),

  handle(getUsagesWeatherByMeter, ({ body, token, day }) => {
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    const dates = range(body, day);
    if (!dates) return badRange();
    return {
      usagesWeatherByMeterId: dailyUsage(entry, dates.from, dates.to, day).usagesByMeter.map(
        (meter, index) => {
          // Each meter's register: the second meter (the smaller load) reads lower.
          let reading = index === 0 ? 48_000 : 16_000;
          return {
            meterId: meter.meterId,
            usagesWeather: meter.meterUsages.map((usage) => {
              reading += usage.usageValue;
              const t = temperature(parseDay(usage.date) ?? day);
              return {
                date: usage.date,
                endReading: reading,
                usageValue: usage.usageValue,
                lowTemperature: t.low,
                highTemperature: t.high,
              };
            }),
          };
        },
      ),
    };
  }),

  handle(getPrepaidSummarization, ({ body, token, store, day }) => {
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    if (!entry.isPrepaid)
      return errorAnswer(400, 'Usage data is not supported for the selected account.');
    const last = dailyUsage(entry, day, day, day).usagesByMeter[0]?.meterUsages[0];
    return {
      currentBalance: store.balance(entry),
      avgDailyChg: 4.62,
      lastEnergyUsage: last?.usageValue ?? null,
      lastDailyEnergyChg: last ? cents(last.usageValue * 0.13) : null,
      lastPaymentAmount: 50,
      arreCapture: 0,
    };
  }),

  handle(getUsageAttributes, ({ params, query, token, day }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    // The meter's account, whichever of its meters is asked for.
    const entry = demoAccounts.find((account) => account.meters.includes(params.meterId));
    if (!entry || entry.accountNumber !== query.accountNumber) {
      return errorAnswer(404, 'Meter not found.');
    }
    const dates = range(query, day);
    if (!dates) return badRange();
    const usages =
      dailyUsage(entry, dates.from, dates.to, day).usagesByMeter.find(
        (meter) => meter.meterId === params.meterId,
      )?.meterUsages ?? [];
    if (!usages.length) return {};
    const values = usages.map((usage) => usage.usageValue);
    const temps = usages.map((usage) => ({
      date: usage.date,
      ...temperature(parseDay(usage.date) ?? day),
    }));
    const coldest = temps.reduce((a, b) => (b.low < a.low ? b : a));
    const hottest = temps.reduce((a, b) => (b.high > a.high ? b : a));
    const total = values.reduce((sum, value) => sum + value, 0);
    return {
      lowestUsage: Math.min(...values),
      highestUsage: Math.max(...values),
      averageConsumption: Math.round(total / values.length),
      maxDemand:
        entry.accountType === 'Electric'
          ? Math.max(...usages.map((usage) => usage.demandValue ?? 0))
          : null,
      totalConsumption: total,
      lowestTemperature: coldest.low,
      lowestTemperatureDate: coldest.date,
      highestTemperature: hottest.high,
      highestTemperatureDate: hottest.date,
    };
  }),

  handle(getIntervalUsage, ({ body, token, day }) => {
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    const dates = range(body, day);
    return dates ? intervalUsage(entry, dates.from, dates.to, day) : badRange();
  }),

  handle(getUsageAnalyticsSettings, ({ params, query, token, apiBase }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    if (params.memberNumber !== '800001') {
      return HttpResponse.json(
        [
          {
            code: USAGE_ANALYTICS_REDIRECT_CODE,
            message: 'Your usage analysis account is being set up. Please try again tomorrow.',
          },
        ],
        { status: 400 },
      );
    }
    const accountNumber = query.accountNumber ?? '1000001';
    const entry = findAccount(accountNumber);
    return {
      aclaraUrl: `${apiBase}${usageAnalyticsPath}`,
      clientId: 'prairie-rivers-demo',
      memberNumber: params.memberNumber,
      accountNumber,
      premiseId: entry ? `PREM-${entry.accountNumber}` : 'PREM-1000001',
      webToken: `demo-web-token~${params.memberNumber}~${isoDay(new Date())}`,
    };
  }),
];
