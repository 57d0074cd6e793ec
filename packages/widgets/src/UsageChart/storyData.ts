import type { UsageBarKind, UsageChartMeter, UsageChartTemperature } from './types';

/**
 * Deterministic demo data for the stories and the tests (no randomness between runs): daily usage
 * that follows the weather, with the demo co-op's reading kinds (each month's 7th an estimate, its
 * 21st a keyed read, weekends apart), monthly totals and a day's hourly profile.
 */

/** A small deterministic pseudo-random sequence (mulberry32). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** 'yyyy-MM-dd' of a local date. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayAfter(start: string, days: number): Date {
  const [year = 2024, month = 1, day = 1] = start.split('-').map(Number);
  return new Date(year, month - 1, day + days);
}

/** The kind of a demo day (doc 2 §4): the reading status wins over the day of the week. */
export function demoKind(date: Date): UsageBarKind {
  if (date.getDate() === 7) return 'estimate';
  if (date.getDate() === 21) return 'keyed';
  const weekday = date.getDay();
  return weekday === 0 || weekday === 6 ? 'weekend' : 'weekday';
}

/** The demo temperature of a day: a seasonal curve with day-to-day noise, in °F. */
function temperatureOf(date: Date, random: () => number) {
  const dayOfYear = Math.floor(
    (date.getTime() - new Date(date.getFullYear(), 0, 1).getTime()) / 86_400_000,
  );
  const seasonal = 60 - 22 * Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI);
  const avg = Math.round(seasonal + (random() - 0.5) * 10);
  const spread = 8 + Math.round(random() * 8);
  return { avg, high: avg + spread, low: avg - spread };
}

export interface DailyDemo {
  meters: UsageChartMeter[];
  temperatures: UsageChartTemperature[];
}

/**
 * `days` days of daily kWh from `start` for `meterCount` meters (the first is the home, the others
 * smaller: a shop, a well pump), with the temperatures of those days.
 */
export function dailyDemo({
  start = '2024-05-01',
  days = 15,
  meterCount = 1,
  seed = 7,
}: { start?: string; days?: number; meterCount?: number; seed?: number } = {}): DailyDemo {
  const random = sequence(seed);
  const temperatures: UsageChartTemperature[] = [];
  const meters: UsageChartMeter[] = Array.from({ length: meterCount }, (_unused, index) => ({
    meterId: index === 0 ? 'E-1000001' : `E-1000001-${index + 1}`,
    label: ['House', 'Shop', 'Well pump'][index] ?? `Meter ${index + 1}`,
    points: [],
  }));
  for (let offset = 0; offset < days; offset += 1) {
    const date = dayAfter(start, offset);
    const t = temperatureOf(date, random);
    temperatures.push({ date: isoDay(date), ...t });
    // Heating below 60°F and cooling above 70°F drive the use.
    const load = Math.max(0, 60 - t.avg) * 0.9 + Math.max(0, t.avg - 70) * 1.3;
    const kind = demoKind(date);
    meters.forEach((meter, index) => {
      const base = index === 0 ? 18 : index === 1 ? 9 : 4;
      const share = index === 0 ? 1 : index === 1 ? 0.35 : 0.15;
      const weekend = kind === 'weekend' ? (index === 1 ? 0.4 : 1.2) : 1;
      const value = Math.round((base + load * share) * weekend * (0.85 + random() * 0.3));
      meter.points.push({ date: isoDay(date), value, kind });
    });
  }
  return { meters, temperatures };
}

/** `months` monthly totals (kWh) ending with the month of `end`. */
export function monthlyDemo({
  end = '2024-06-01',
  months = 13,
  seed = 11,
}: { end?: string; months?: number; seed?: number } = {}): UsageChartMeter[] {
  const random = sequence(seed);
  const [year = 2024, month = 6] = end.split('-').map(Number);
  const points = Array.from({ length: months }, (_unused, index) => {
    const date = new Date(year, month - 1 - (months - 1 - index), 1);
    const winter = Math.cos(((date.getMonth() - 0.5) / 12) * 2 * Math.PI);
    const summer = Math.max(0, -Math.cos((date.getMonth() / 12) * 2 * Math.PI)) * 0.6;
    const value = Math.round(820 + 420 * Math.max(0, winter) + 380 * summer + random() * 90);
    return { date: isoDay(date), value };
  });
  return [{ meterId: 'E-1000001', label: 'House', points }];
}

/** A day's 24 hourly readings (kWh) of one meter: a morning and an evening peak. */
export function intervalDemo({
  day = '2024-06-03',
  seed = 5,
}: { day?: string; seed?: number } = {}): UsageChartMeter[] {
  const random = sequence(seed);
  const points = Array.from({ length: 24 }, (_unused, hour) => {
    const morning = Math.exp(-((hour - 7) ** 2) / 4) * 1.6;
    const evening = Math.exp(-((hour - 19) ** 2) / 6) * 2.4;
    const value = Math.round((0.45 + morning + evening + random() * 0.3) * 100) / 100;
    return { date: `${day}T${pad(hour)}:00:00`, value };
  });
  return [{ meterId: 'E-1000001', label: 'House', points }];
}
