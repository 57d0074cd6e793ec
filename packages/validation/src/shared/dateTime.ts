import { formatDateTime } from '../i18n/format';

/**
 * A date and time as shown to a member in US English: "MM/dd/yyyy h:mm AM" (doc 2 §9's date format
 * with a 12-hour time), whatever the default locale. An ISO date-time without a zone is read as
 * written (the server's local time); one with `Z` or an offset is shown in the browser's time zone.
 * A date alone shows the date; anything else is `undefined`. Display code in another language uses
 * `formatDateTime(value, locale)`.
 */
export function formatUsDateTime(value: string | null | undefined): string | undefined {
  return formatDateTime(value, 'en-US');
}
