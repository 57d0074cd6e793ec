import { isFeatureOn, isUsableLink, type FeatureFlag } from '../navigation/menu';
import { formatDateTime } from '../i18n/format';
import { formatUsPhone, phoneDigits, withoutUsCountryCode } from '../shared/phone';
import { isSettingOn } from '../shared/rules';
import { outageLimits } from './outage';

/**
 * What the outage page can show for an account (doc 2 §2.6, §6, §8):
 * - 'noAccount': no account is known ('Please relogin to your account then access to this page
 *   again!');
 * - 'notSupported': the account is not electric and the hide-non-electric setting
 *   (HIDE_NON_ELECTRIC_USAGE_OUTAGE) is on ('Outage is not supported for the selected account.');
 * - 'noLocation': the account has no service location ('Outage report is unavailable to this
 *   account, please contact customer service...!');
 * - 'available': the outage tabs.
 */
export type OutageAvailability = 'noAccount' | 'notSupported' | 'noLocation' | 'available';

export function outageAvailability({
  accountNumber,
  accountType,
  locationId,
  hideNonElectric,
}: {
  accountNumber: string | null | undefined;
  accountType: string | null | undefined;
  locationId: string | null | undefined;
  /** The HIDE_NON_ELECTRIC_USAGE_OUTAGE value ('Y' / 'N'…). */
  hideNonElectric: string | null | undefined;
}): OutageAvailability {
  if ((accountNumber ?? '').trim() === '') return 'noAccount';
  const electric = (accountType ?? '').trim().toLowerCase() === 'electric';
  if (isSettingOn(hideNonElectric) && !electric) return 'notSupported';
  if ((locationId ?? '').trim() === '') return 'noLocation';
  return 'available';
}

/** Whether an outage is active: the outage status flag is 'Y' (doc 2 §3, §4). */
export function isOutageActive(flag: string | null | undefined): boolean {
  return (flag ?? '').trim().toUpperCase() === 'Y';
}

/** The outage map link (OUTAGEMAPLINK, doc 2 §2.6, §7), or null when missing or '#'. */
export function outageMapLink(link: string | null | undefined): string | null {
  return isUsableLink(link) ? link.trim() : null;
}

/**
 * The outage map link a page outside the member area shows, from the site settings and site
 * configuration (doc 1 §2.2): only with the OutageMapLinkEnabled feature on and a link that is not
 * '#'; null otherwise (missing link included).
 */
export function siteOutageMapLink({
  features,
  outageMapLink: link,
}: {
  features: readonly FeatureFlag[] | null | undefined;
  outageMapLink: string | null | undefined;
}): string | null {
  return isFeatureOn(features, 'OutageMapLinkEnabled') ? outageMapLink(link) : null;
}

export type OutageTab = 'status' | 'report' | 'map' | 'history';

/**
 * The outage tabs in order (doc 2 §2.6, §4): Status; Report an Outage when a report may be made
 * (`canReportOutage`); Map only with a usable map link (not '#'); Outage History.
 */
export function outageTabs({
  canReport,
  mapLink,
}: {
  canReport: boolean;
  mapLink: string | null | undefined;
}): OutageTab[] {
  return [
    'status',
    ...(canReport ? (['report'] as const) : []),
    ...(outageMapLink(mapLink) ? (['map'] as const) : []),
    'history',
  ];
}

/** A past outage as listed: its times as shown (the server's local time: the co-op's). */
export interface OutageHistoryRow {
  /** A stable key: the interruption time and its place in the answer. */
  id: string;
  accountNumber: string;
  /**
   * "MM/dd/yyyy h:mm AM" in US English ("dd/MM/yyyy h:mm a.m." in Spanish), or '' when the
   * answer's value is not a date.
   */
  interruptedAt: string;
  /** Written as `interruptedAt`, or '' while not restored. */
  restoredAt: string;
  description: string;
}

const timeOf = (value: string | null | undefined) => {
  const time = Date.parse((value ?? '').trim());
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * The outage history as listed (doc 2 §3, §9): newest interruption first; date-times as the server
 * wrote them, which is the co-op's time zone (see `formatDateTime`), written as `locale` writes
 * them (US English when omitted: the spec's "MM/dd/yyyy h:mm AM").
 */
export function outageHistoryRows(
  rows: readonly {
    accountNumber: string;
    timeOfInterruption: string;
    timeOfRestored?: string | null | undefined;
    description?: string | null | undefined;
  }[],
  locale?: string,
): OutageHistoryRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        timeOf(b.row.timeOfInterruption) - timeOf(a.row.timeOfInterruption) || a.index - b.index,
    )
    .map(({ row, index }) => ({
      id: `${row.timeOfInterruption}-${index}`,
      accountNumber: row.accountNumber,
      interruptedAt: formatDateTime(row.timeOfInterruption, locale) ?? '',
      restoredAt: formatDateTime(row.timeOfRestored, locale) ?? '',
      description: (row.description ?? '').trim(),
    }));
}

/**
 * The call-back phone as typed (doc 2 §5): a person types digits (plus, minus and space are let
 * through the key filter and dropped), and the field shows them in the (987) 456-1230 form, at most
 * 14 characters. `previous` is the text shown before the change: deleting one of the form's own
 * characters, e.g. the ')', deletes the digit before it. A whole number with the US country code
 * (pasted or chosen) loses the leading 1.
 */
export function callbackPhoneInput(previous: string, typed: string): string {
  let digits = phoneDigits(typed);
  const before = phoneDigits(previous);
  if (digits === before && typed.length < previous.length) digits = digits.slice(0, -1);
  else if (digits.length === 11) digits = withoutUsCountryCode(digits);
  return formatUsPhone(digits).slice(0, outageLimits.phoneMaxLength);
}

/** The phones on file offered for a call-back, in the (987) 456-1230 form, each once. */
export function callbackPhoneChoices(
  phones: readonly { phoneNumber?: string | null | undefined }[],
): string[] {
  const shown = phones
    .map((phone) => formatUsPhone(withoutUsCountryCode(phoneDigits(phone.phoneNumber))))
    .filter((phone) => phone !== '');
  return [...new Set(shown)];
}
