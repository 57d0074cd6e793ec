/**
 * Dates of the demo co-op are relative to "today", computed at request time (a due date 12 days
 * from today stays 12 days away whenever the demo runs). All dates are local calendar dates.
 */

/** Today at local midnight. */
export function today(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The same day `months` months away (clamped to the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), last));
  return target;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-05-01` */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `2026-05-01T14:30:00` (local) */
export function isoDateTime(date: Date): string {
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** `MM/dd/yyyy` (doc 1 §9) */
export function usDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Reads `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm…` or `MM/dd/yyyy` as a local date; undefined otherwise. */
export function parseDay(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (match) return new Date(Number(match[3]), Number(match[1]) - 1, Number(match[2]));
  return undefined;
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((today(to).getTime() - today(from).getTime()) / 86_400_000);
}

/** A repeatable pseudo-random number in [0, 1) for a key (the same day gives the same usage). */
export function noise(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return ((hash >>> 0) % 100_000) / 100_000;
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A date the portal sends as `MM/dd/yyyy` (doc 3 §3) as the API answers it, `yyyy-MM-dd`; anything
 * else as it is.
 */
export function isoFromUsDate(value: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : value;
}
