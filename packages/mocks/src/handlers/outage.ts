import {
  getAccountOutageInfo,
  getOutageHistory,
  getOutageStatus,
  reportOutage,
} from '@coop-portal/api-client';
import { demoAccounts } from '../data/accounts';
import { addDays, isoDateTime } from '../data/dates';
import { mergeOverride, readDemoOverrides } from '../overrides';
import { OUTAGE_ACCOUNT } from '../store';
import { accountFor, memberFor } from './access';
import { errorAnswer, handle } from './define';

const problems = [
  'My power is completely out',
  'Partial power (some lights dim or out)',
  'Lights are flickering',
  'Power line down',
  'Tree on a power line',
  'Sparks or fire on a pole or line',
  'Transformer making noise',
];

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
    const first = store.outageReportAnswers.get(key);
    if (first) return first;
    const entry = accountFor(body.accountNumber, token);
    if (entry instanceof Response) return entry;
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
