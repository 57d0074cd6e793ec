import {
  getAccountOutageInfo,
  getOutageHistory,
  getOutageStatus,
  reportGuestOutage,
  reportOutage,
  verifyOutageAccount,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import { demoAccounts, findAccount, NO_MATCH_MESSAGE } from '../data/accounts';
import { addDays, isoDateTime } from '../data/dates';
import { mergeOverride, readDemoOverrides } from '../overrides';
import { OUTAGE_ACCOUNT, type DemoStore } from '../store';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle } from './define';
import { quickPayAccountNumbers } from './quickPay';
import { GUEST_OUTAGE_TOKEN_MINUTES, issueOutageToken, readOutageToken } from './tokens';

const problems = [
  'My power is completely out',
  'Partial power (some lights dim or out)',
  'Lights are flickering',
  'Power line down',
  'Tree on a power line',
  'Sparks or fire on a pole or line',
  'Transformer making noise',
];

/** The message of a guest report whose outage token is missing, invalid or expired (a 401). */
export const OUTAGE_TOKEN_EXPIRED_MESSAGE =
  'Your verification has expired. Please verify your account again.';

type ReportAnswer = EndpointAnswer<typeof reportOutage>;

/**
 * Records a report once per key (`caller:Idempotency-Key`, so one caller's key never answers
 * another's report): a repeated key answers the first answer again.
 */
function recordReport(
  store: DemoStore,
  key: string,
  body: {
    accountNumber: string;
    outageReason: string;
    callBack: boolean;
    callbackNumber?: string | null;
  },
): ReportAnswer | Response {
  const first = store.outageReportAnswers.get(key);
  if (first) return first;
  if (body.callBack && !body.callbackNumber) {
    return errorAnswer(400, 'You must enter a phone number');
  }
  store.outageReports.push({
    accountNumber: body.accountNumber,
    outageReason: body.outageReason,
    at: isoDateTime(new Date()),
  });
  const answer = {
    statusMessage: `Thank you. Your outage report for account ${body.accountNumber} has been received and a crew will be dispatched.`,
  };
  store.outageReportAnswers.set(key, answer);
  return answer;
}

export const outageHandlers = [
  handle(getOutageStatus, ({ params, token, store }) => {
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    if (entry.accountType !== 'Electric') return { isActive: null };
    const reported = store.outageReports.some((r) => r.accountNumber === entry.accountNumber);
    const active = entry.accountNumber === OUTAGE_ACCOUNT || reported;
    return { isActive: active ? ('Y' as const) : ('N' as const) };
  }),

  handle(getAccountOutageInfo, ({ params, token }) => {
    const denied = memberFor(params.memberNumber, token);
    if (denied) return denied;
    const entry = accountFor(params.accountNumber, token);
    if (entry instanceof Response) return entry;
    // The phones on the account's profile (home and mobile); the override's fields on top.
    return mergeOverride(
      {
        problems: problems.map((outageDescription) => ({ outageDescription })),
        hideOutageCallBackRequest: false,
        callbackCheckBoxDefaultValue: true,
        contactPhones: [
          { phoneNumber: `(555) 210-${entry.phoneLastFour}` },
          { phoneNumber: `(555) 214-${entry.phoneLastFour}` },
        ],
      },
      readDemoOverrides().outageInfo,
    );
  }),

  // A report is recorded once per Idempotency-Key: a repeated key answers the first answer again
  // (keys are kept per caller, so one member's key never answers another's report).
  handle(reportOutage, ({ body, headers, token, store }) => {
    const key = `${token?.memberNumber ?? ''}:${headers['Idempotency-Key']}`;
    if (store.outageReportAnswers.has(key)) return recordReport(store, key, body);
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
    return recordReport(store, key, body);
  }),

  // A guest verifies as for Quick Pay (the same accounts and last four phone digits) and sees the
  // account's service address and outage status, and what the report form offers.
  handle(verifyOutageAccount, ({ body, store, day }) => {
    const entry = quickPayAccountNumbers.includes(body.accountNumber)
      ? findAccount(body.accountNumber)
      : undefined;
    if (!entry || entry.phoneLastFour !== body.phoneLastFourDigits) {
      return errorAnswer(400, NO_MATCH_MESSAGE);
    }
    if (entry.failWith) {
      return errorAnswer(entry.failWith, 'Object reference not set to an instance of an object.');
    }
    if (!entry.locationId) {
      return errorAnswer(
        400,
        'Outage report is unavailable to this account, please contact customer service...!',
      );
    }
    const info = store.accountInfo(entry, day);
    const { hideOutageCallBackRequest, callbackCheckBoxDefaultValue } = mergeOverride(
      { hideOutageCallBackRequest: false, callbackCheckBoxDefaultValue: true },
      readDemoOverrides().outageInfo,
    );
    return {
      outageToken: issueOutageToken(entry.accountNumber),
      expiresInMinutes: GUEST_OUTAGE_TOKEN_MINUTES,
      accountNumber: entry.accountNumber,
      serviceAddress: entry.serviceAddress,
      accountType: entry.accountType,
      accountStatus: info.accountStatus,
      derivedStatus: info.derivedStatus,
      outageStatus: entry.accountType === 'Electric' ? info.outageStatus : null,
      estimatedTimeOfRestoration: info.estimatedTimeOfRestoration,
      outageInfo: {
        problems: problems.map((outageDescription) => ({ outageDescription })),
        hideOutageCallBackRequest,
        callbackCheckBoxDefaultValue,
      },
    };
  }),

  // A guest's report: the token's account only, recorded once per Idempotency-Key.
  handle(reportGuestOutage, ({ body, headers, store }) => {
    const account = readOutageToken(headers['Outage-Token']);
    if (!account) return errorAnswer(401, OUTAGE_TOKEN_EXPIRED_MESSAGE);
    if (account !== body.accountNumber) {
      return errorAnswer(403, 'This verification is for another account.');
    }
    return recordReport(store, `guest:${headers['Idempotency-Key']}`, body);
  }),

  handle(getOutageHistory, ({ params, day }) => {
    const entry = demoAccounts.find((account) => account.locationId === params.locationId);
    if (!entry) return errorAnswer(404, 'Location not found.');
    if (entry.accountNumber !== '1000001' && entry.accountNumber !== OUTAGE_ACCOUNT) return [];
    const at = (daysAgo: number, hour: number) => {
      const date = addDays(day, -daysAgo);
      date.setHours(hour, 15);
      return date;
    };
    return [
      [12, 18, 2, 'Storm damage: tree limb on the line'],
      [47, 6, 3, 'Equipment failure at the Millbrook substation'],
      [131, 14, 1, 'Planned maintenance'],
      [298, 21, 5, 'Ice storm'],
    ].map(([daysAgo, hour, hours, description]) => {
      const start = at(Number(daysAgo), Number(hour));
      return {
        accountNumber: entry.accountNumber,
        timeOfInterruption: isoDateTime(start),
        timeOfRestored: isoDateTime(new Date(start.getTime() + Number(hours) * 3_600_000)),
        description: String(description),
      };
    });
  }),
];
