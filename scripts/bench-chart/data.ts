// The benchmark's data: 180 days of daily usage for 3 meters with the day's average temperature,
// deterministic (a fixed pseudo-random sequence), in two versions for the data-update measure.

export const DAYS = 180;
export const METERS = ['E-1000001', 'E-1000001-2', 'E-1000001-3'] as const;

export interface BenchDay {
  date: string;
  /** One value per meter, in METERS order (kWh). */
  values: number[];
  kind: 'estimate' | 'keyed' | 'weekend' | 'weekday';
  temperature: number;
}

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** 180 days ending 2026-06-30; `version` changes every value (the data update). */
export function benchDays(version: 0 | 1): BenchDay[] {
  const next = random(version === 0 ? 7 : 11);
  const start = new Date(2026, 0, 2);
  return Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    const day = date.getDate();
    return {
      date: isoDay(date),
      values: METERS.map((_, meter) => Math.round((30 - meter * 8) * (0.7 + next() * 0.6))),
      kind: day === 7 ? 'estimate' : day === 21 ? 'keyed' : weekend ? 'weekend' : 'weekday',
      temperature: Math.round(30 + (index / DAYS) * 45 + next() * 12 - 6),
    };
  });
}
