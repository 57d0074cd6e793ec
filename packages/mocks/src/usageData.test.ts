import { configKeys, createApiClient, endpoints } from '@coop-portal/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAnswer } from './answer';
import { addDays, isoDay, today } from './data/dates';
import { setDemoOverrides } from './overrides';

afterEach(() => setDemoOverrides());

/** A client whose every call is answered by the demo handlers (and checked by the contract). */
const api = createApiClient({
  apiBaseUrl: 'https://api.prairierivers.example',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  fetch: async (input, init) => {
    const answer = await demoAnswer(new Request(input, init));
    if (!answer) throw new Error(`no demo handler for ${String(input)}`);
    return answer;
  },
});

const day = today();
const daysAgo = (days: number) => isoDay(addDays(day, -days));

const request = (accountNumber: string, fromDaysAgo: number, toDaysAgo = 0) => ({
  body: {
    memberNumber: '800001',
    accountNumber,
    fromDate: daysAgo(fromDaysAgo),
    toDate: daysAgo(toDaysAgo),
    commodity: accountNumber === '3000002' ? 'Water' : 'Electric',
    zipcode: '66000',
  },
});

const attributes = (memberNumber: string, accountNumber: string, meterId: string, from = 30) =>
  api.request(endpoints.getUsageAttributes, {
    params: { memberNumber, meterId },
    query: { accountNumber, fromDate: daysAgo(from), toDate: daysAgo(0) },
  });

describe('doc 2 §3 usage entities: read status and weekends of the demo daily usage', () => {
  it('an actual read (no status) is the norm; each month has one estimate (the 7th) and one keyed read (the 21st)', async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('1000001', 120));
    for (const meter of daily.usagesByMeter) {
      for (const usage of meter.meterUsages) {
        const dayOfMonth = Number(usage.date.slice(8));
        const expected = dayOfMonth === 7 ? 'Estimate' : dayOfMonth === 21 ? 'Keyed' : null;
        expect(usage.status ?? null, `${meter.meterId} ${usage.date}`).toBe(expected);
      }
      const estimates = meter.meterUsages.filter((usage) => usage.status === 'Estimate');
      const keyed = meter.meterUsages.filter((usage) => usage.status === 'Keyed');
      // 121 days hold at least three 7ths and three 21sts; one of each per month.
      expect(estimates.length).toBeGreaterThanOrEqual(3);
      expect(keyed.length).toBeGreaterThanOrEqual(3);
      const months = (list: { date: string }[]) => list.map((usage) => usage.date.slice(0, 7));
      expect(new Set(months(estimates)).size).toBe(estimates.length);
      expect(new Set(months(keyed)).size).toBe(keyed.length);
    }
  });

  it('Saturdays and Sundays are weekend days, the others are not', async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('3000002', 14));
    for (const usage of daily.usagesByMeter[0]!.meterUsages) {
      const weekday = new Date(`${usage.date}T12:00:00`).getDay();
      expect(usage.isWeekend, usage.date).toBe(weekday === 0 || weekday === 6);
    }
  });
});

describe('doc 2 §4 Demand Usage: peak kW of electric meters', () => {
  it('every electric daily usage carries its peak demand in kW (2 decimals, 2.5 to 4 times the average load)', async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('1000001', 60));
    for (const meter of daily.usagesByMeter) {
      for (const usage of meter.meterUsages) {
        const demand = usage.demandValue!;
        expect(typeof demand, `${meter.meterId} ${usage.date}`).toBe('number');
        expect(Math.round(demand * 100) / 100).toBe(demand);
        const averageLoad = usage.usageValue / 24;
        expect(demand).toBeGreaterThanOrEqual(averageLoad * 2.5 - 0.01);
        expect(demand).toBeLessThanOrEqual(averageLoad * 4 + 0.01);
      }
    }
  });

  it("a month's demand is the highest daily demand of that month", async () => {
    const monthStart = new Date(day.getFullYear(), day.getMonth() - 2, 1);
    const monthEnd = new Date(day.getFullYear(), day.getMonth() - 1, 0);
    const range = {
      body: {
        ...request('1000001', 0).body,
        fromDate: isoDay(monthStart),
        toDate: isoDay(monthEnd),
      },
    };
    const daily = await api.request(endpoints.getDailyUsage, range);
    const monthly = await api.request(endpoints.getMonthlyUsage, range);
    expect(monthly.usagesByMeter.map((meter) => meter.meterId)).toEqual([
      'E-1000001',
      'E-1000001-2',
    ]);
    for (const meter of monthly.usagesByMeter) {
      const days = daily.usagesByMeter.find((m) => m.meterId === meter.meterId)!.meterUsages;
      expect(days).toHaveLength(monthEnd.getDate());
      expect(meter.meterUsages).toHaveLength(1);
      expect(meter.meterUsages[0]).toMatchObject({
        date: isoDay(monthStart),
        summarization: 'Monthly',
        demandValue: Math.max(...days.map((usage) => usage.demandValue!)),
      });
    }
  });

  it('water meters have no demand', async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('3000002', 30));
    const monthly = await api.request(endpoints.getMonthlyUsage, request('3000002', 365));
    const usages = [...daily.usagesByMeter, ...monthly.usagesByMeter].flatMap(
      (meter) => meter.meterUsages,
    );
    expect(usages.length).toBeGreaterThan(30);
    expect(usages.every((usage) => usage.demandValue === null)).toBe(true);
    expect(daily.usagesByMeter[0]!.meterUsages[0]!.unitOfMeasure).toBe('Gal');
  });

  it("the usage attributes' maximum demand is the highest daily demand of the range", async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('1000001', 30));
    const answer = await attributes('800001', '1000001', 'E-1000001');
    expect(answer.maxDemand).toBe(
      Math.max(...daily.usagesByMeter[0]!.meterUsages.map((usage) => usage.demandValue!)),
    );
  });
});

describe('doc 2 §4 usage of an account with several meters (1000001)', () => {
  it('account info lists both meters', async () => {
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '1000001' },
    });
    expect(info.meters).toEqual(['E-1000001', 'E-1000001-2']);
  });

  it('daily, monthly, readings and interval usage answer for both meters; the second is a smaller load with its own pattern', async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('1000001', 60));
    const [house, shop] = daily.usagesByMeter;
    expect([house?.meterId, shop?.meterId]).toEqual(['E-1000001', 'E-1000001-2']);
    const total = (list: { usageValue: number }[]) =>
      list.reduce((sum, usage) => sum + usage.usageValue, 0);
    const share = total(shop!.meterUsages) / total(house!.meterUsages);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
    const ratios = house!.meterUsages.map(
      (usage, index) => shop!.meterUsages[index]!.usageValue / usage.usageValue,
    );
    expect(new Set(ratios.map((ratio) => ratio.toFixed(2))).size).toBeGreaterThan(5);

    const monthly = await api.request(endpoints.getMonthlyUsage, request('1000001', 365));
    expect(monthly.usagesByMeter).toHaveLength(2);
    const readings = await api.request(endpoints.getUsagesWeatherByMeter, request('1000001', 14));
    expect(readings.usagesWeatherByMeterId.map((meter) => meter.meterId)).toEqual([
      'E-1000001',
      'E-1000001-2',
    ]);
    const interval = await api.request(endpoints.getIntervalUsage, request('1000001', 0));
    expect(interval.intervals.map((meter) => [meter.meterId, meter.values.length])).toEqual([
      ['E-1000001', 24],
      ['E-1000001-2', 24],
    ]);
  });

  it('usage attributes answer for either meter of the account, each with its own figures', async () => {
    const daily = await api.request(endpoints.getDailyUsage, request('1000001', 30));
    for (const meter of daily.usagesByMeter) {
      const answer = await attributes('800001', '1000001', meter.meterId);
      const values = meter.meterUsages.map((usage) => usage.usageValue);
      expect(answer).toMatchObject({
        lowestUsage: Math.min(...values),
        highestUsage: Math.max(...values),
        totalConsumption: values.reduce((sum, value) => sum + value, 0),
      });
    }
  });
});

describe('doc 2 §8 usage messages: the demo situations behind them', () => {
  it('There were no hourly usage data found for the selected date: no values for any electric meter three days before today', async () => {
    const missing = await api.request(endpoints.getIntervalUsage, request('1000001', 3, 3));
    expect(missing.intervals.map((meter) => [meter.meterId, meter.values])).toEqual([
      ['E-1000001', []],
      ['E-1000001-2', []],
    ]);
    for (const other of [2, 4]) {
      const normal = await api.request(
        endpoints.getIntervalUsage,
        request('1000001', other, other),
      );
      expect(normal.intervals.every((meter) => meter.values.length === 24)).toBe(true);
      expect(normal.intervals[0]!.values[0]!.startTime).toBe(`${daysAgo(other)}T00:00:00`);
    }
    // The day itself still has its daily usage.
    const daily = await api.request(endpoints.getDailyUsage, request('1000001', 3, 3));
    expect(daily.usagesByMeter[0]!.meterUsages).toHaveLength(1);
  });

  it('No interval data available for the selected account: a water account answers without intervals', async () => {
    const water = await api.request(endpoints.getIntervalUsage, request('3000002', 1));
    expect(water.intervals).toEqual([]);
  });

  it('No usage data was found for the selected date range: 3000003 has usage only from 90 days before today', async () => {
    const before = request('3000003', 200, 91);
    const daily = await api.request(endpoints.getDailyUsage, before);
    expect(daily.usagesByMeter).toEqual([{ meterId: 'E-3000003', meterUsages: [] }]);
    const readings = await api.request(endpoints.getUsagesWeatherByMeter, before);
    expect(readings.usagesWeatherByMeterId).toEqual([{ meterId: 'E-3000003', usagesWeather: [] }]);
    const interval = await api.request(endpoints.getIntervalUsage, request('3000003', 95, 91));
    expect(interval.intervals).toEqual([
      { meterId: 'E-3000003', unitOfMeasure: 'kWh', values: [] },
    ]);
    const monthStart = new Date(day.getFullYear(), day.getMonth() - 5, 1);
    const monthEnd = new Date(day.getFullYear(), day.getMonth() - 4, 0);
    const monthly = await api.request(endpoints.getMonthlyUsage, {
      body: { ...before.body, fromDate: isoDay(monthStart), toDate: isoDay(monthEnd) },
    });
    expect(monthly.usagesByMeter).toEqual([{ meterId: 'E-3000003', meterUsages: [] }]);
    expect(
      await api.request(endpoints.getUsageAttributes, {
        params: { memberNumber: '800001', meterId: 'E-3000003' },
        query: { accountNumber: '3000003', fromDate: daysAgo(200), toDate: daysAgo(91) },
      }),
    ).toEqual({});

    // Across the installation day, usage starts on it.
    const across = await api.request(endpoints.getDailyUsage, request('3000003', 120));
    const usages = across.usagesByMeter[0]!.meterUsages;
    expect(usages[0]!.date).toBe(daysAgo(90));
    expect(usages).toHaveLength(91);
    expect(usages[0]).toMatchObject({ prepaidVendor: 'ATS', prepaidAccountFlag: 'Y' });
  });

  it('There were no usage data found for this account: 3000022 answers every usage call without usages', async () => {
    const body = { body: { ...request('3000022', 30).body, memberNumber: '800004' } };
    expect((await api.request(endpoints.getDailyUsage, body)).usagesByMeter).toEqual([]);
    expect((await api.request(endpoints.getMonthlyUsage, body)).usagesByMeter).toEqual([]);
    expect(
      (await api.request(endpoints.getUsagesWeatherByMeter, body)).usagesWeatherByMeterId,
    ).toEqual([]);
    expect((await api.request(endpoints.getIntervalUsage, body)).intervals).toEqual([]);
    expect(await attributes('800004', '3000022', 'E-3000022')).toEqual({});
  });

  it('usage suspended: 3000023 shows the usage-suspended content instead of usage', async () => {
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000023' },
    });
    expect(info.showUsageSuspendedMsg).toBe(true);
  });

  it('Usage data is not supported for the selected account: the hide-non-electric key is N in the demo, Y by override', async () => {
    const keys = {
      body: { configKeys: [configKeys.hideNonElectric], clientKeys: [], webContentKeys: [] },
    };
    const demo = await api.request(endpoints.getConfigurationSettings, keys);
    expect(demo.configSettings[configKeys.hideNonElectric]).toBe('N');
    setDemoOverrides({ config: { [configKeys.hideNonElectric]: 'Y' } });
    const hidden = await api.request(endpoints.getConfigurationSettings, keys);
    expect(hidden.configSettings[configKeys.hideNonElectric]).toBe('Y');
  });
});

describe('doc 2 §4 usage graph feature', () => {
  it('the usage graph key is on (Y) in the demo configuration', async () => {
    expect(configKeys.usageGraphEnabled).toBe('USAGE_GRAPH_ENABLED');
    const answer = await api.request(endpoints.getConfigurationSettings, {
      body: { configKeys: [configKeys.usageGraphEnabled], clientKeys: [], webContentKeys: [] },
    });
    expect(answer.configSettings).toEqual({ USAGE_GRAPH_ENABLED: 'Y' });
  });
});
