import { dayNumberOf, formatUsDate, usFromDayNumber } from './dates';

const pad = (value: number) => String(value).padStart(2, '0');

const timeOfDay = (hours: number, minutes: number) =>
  `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;

/**
 * A date and time as shown to a member: "MM/dd/yyyy h:mm AM" (doc 2 §9's date format with a 12-hour
 * time). An ISO date-time without a zone is read as written (the server's local time); one with `Z`
 * or an offset is shown in the browser's time zone. A date alone shows the date; anything else is
 * `undefined`.
 */
export function formatUsDateTime(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text,
    );
  if (!match) return formatUsDate(text);
  const [, year, month, day, hours, minutes, zone] = match;
  if (zone) {
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) return undefined;
    return `${formatUsDate(date)} ${timeOfDay(date.getHours(), date.getMinutes())}`;
  }
  const dayNumber = dayNumberOf(Number(year), Number(month), Number(day));
  const h = Number(hours);
  const m = Number(minutes);
  if (dayNumber === undefined || h > 23 || m > 59) return undefined;
  return `${usFromDayNumber(dayNumber)} ${timeOfDay(h, m)}`;
}
