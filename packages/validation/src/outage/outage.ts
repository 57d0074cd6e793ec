import * as z from 'zod/mini';
import { choiceField, formCheckbox, formText } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isUsPhone, phoneDigits } from '../shared/phone';
import { outageMessages, type OutageMessages } from './messages';

ensureEnglishIssueMessages();

/** Outage limits (doc 2 §5). */
export const outageLimits = {
  /** Call-back phone field: at most 14 characters. */
  phoneMaxLength: 14,
} as const;

/**
 * The first message of the call-back phone (doc 2 §5), or `undefined`: required when call-back is
 * on ('You must enter a phone number'); in the (987) 456-1230 form with area code and exchange
 * starting 1-9 ('Invalid phone format.(Ex: (987) 456-1230)'). The field's key entry allows digits,
 * plus, minus and space (`keepOutagePhoneCharacters`); its mask gives the form checked here. With
 * call-back off, a number that was typed is not checked (it is not sent).
 */
export function callbackPhoneMessage(
  phone: string,
  callBack: boolean,
  messages: OutageMessages = outageMessages,
): string | undefined {
  if (!callBack) return undefined;
  const value = phone.trim();
  if (value === '') return messages.phoneRequired;
  return value.length <= outageLimits.phoneMaxLength &&
    isUsPhone(value, { areaCodeAndExchangeFromOne: true })
    ? undefined
    : messages.phoneInvalid;
}

/**
 * The Report an Outage form (doc 2 §3, §4, §5): call-back checkbox, call-back phone (see
 * `callbackPhoneMessage`), the issue (required: 'You must select an issue') and remarks.
 */
export function createOutageReportSchema(messages: OutageMessages = outageMessages) {
  return z
    .object({
      callBack: formCheckbox(),
      callbackNumber: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
      outageReason: choiceField(messages.issueRequired),
      remarks: z.pipe(
        formText(),
        z.transform((value) => value.trim()),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        const message = callbackPhoneMessage(values.callbackNumber, values.callBack, messages);
        if (message !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['callbackNumber'], message });
        }
      }),
    );
}

export interface OutageReport {
  accountNumber: string;
  callBack: boolean;
  /** The call-back phone's 10 digits, or "" without call-back. */
  callbackNumber: string;
  outageReason: string;
  outageReportOrigin: string;
  remarks: string;
}

/** The outage report payload (doc 2 §3) from the validated form. */
export function buildOutageReport(
  values: z.output<ReturnType<typeof createOutageReportSchema>>,
  context: { accountNumber: string; outageReportOrigin: string },
): OutageReport {
  return {
    accountNumber: context.accountNumber,
    callBack: values.callBack,
    callbackNumber: values.callBack ? phoneDigits(values.callbackNumber) : '',
    outageReason: String(values.outageReason ?? ''),
    outageReportOrigin: context.outageReportOrigin,
    remarks: values.remarks,
  };
}

/** The outage status as shown (doc 2 §4): server 'Y' → OFF, 'N' → ON, absent → N/A. */
export function outageStatusLabel(value: string | null | undefined): 'OFF' | 'ON' | 'N/A' {
  const flag = (value ?? '').trim().toUpperCase();
  if (flag === 'Y') return 'OFF';
  if (flag === 'N') return 'ON';
  return 'N/A';
}

const REPORTABLE_STATUSES = [
  'disconnected',
  'pending disconnect',
  'pending reconnect',
  'final billed',
];

/**
 * Whether the Report an Outage tab is shown (doc 2 §4): when the account status is Disconnected,
 * Pending Disconnect, Pending Reconnect or Final Billed, or when no outage is active. The status
 * is the account info's derived status, or its account status (either may carry it).
 */
export function canReportOutage(options: {
  accountStatus: string | null | undefined;
  derivedStatus?: string | null | undefined;
  outageActive: boolean;
}): boolean {
  const statuses = [options.accountStatus, options.derivedStatus].map((status) =>
    (status ?? '').trim().toLowerCase(),
  );
  return statuses.some((status) => REPORTABLE_STATUSES.includes(status)) || !options.outageActive;
}
