import * as z from 'zod/mini';
import { choiceField, textField } from '../shared/fields';
import { ensureEnglishIssueMessages } from '../shared/issueLocale';
import { isUsPhone, phoneDigits } from '../shared/phone';
import { serviceRequestMessages, type ServiceRequestMessages } from './messages';

ensureEnglishIssueMessages();

/** Service request limits (doc 3 §9). */
export const serviceRequestLimits = {
  phoneMaxLength: 14,
  commentsMaxLength: 400,
} as const;

/**
 * The service request form (doc 3 §5): type required; phone required, in the (987) 456-1230 form
 * with area code and exchange not starting with 0 (doc 3 writes "(###) ###-###", one digit short: we
 * read it as the 10-digit form of its own example); comments at most 400.
 */
export function createServiceRequestSchema(
  messages: ServiceRequestMessages = serviceRequestMessages,
) {
  return z.object({
    workType: choiceField(messages.serviceTypeRequired),
    phone: textField(
      (value) => {
        if (value === '') return messages.phoneRequired;
        return isUsPhone(value, { areaCodeAndExchangeFromOne: true })
          ? undefined
          : messages.phoneInvalid;
      },
      { trim: true },
    ),
    comments: textField(
      (value) =>
        value.length > serviceRequestLimits.commentsMaxLength
          ? messages.tooLong(serviceRequestLimits.commentsMaxLength)
          : undefined,
      { trim: true },
    ),
  });
}

export interface ServiceRequestPayload {
  accountNumber: string;
  workType: string;
  comments: string;
  /** Digits only. */
  phone: string;
}

/** The service request payload (doc 3 §3): the phone as digits only. */
export function buildServiceRequest(
  accountNumber: string,
  values: z.output<ReturnType<typeof createServiceRequestSchema>>,
): ServiceRequestPayload {
  return {
    accountNumber,
    workType: String(values.workType ?? ''),
    comments: values.comments,
    phone: phoneDigits(values.phone),
  };
}
