import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Service request messages, verbatim from doc 3 §5 (note the space in '. (Ex:'). */
export const serviceRequestMessages = {
  serviceTypeRequired: 'Service Type is required.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
  /** Not in the spec (see fallbackMessages): comments over 400 characters. */
  tooLong: fallbackMessages.tooLong,
};

export type ServiceRequestMessages = MessageCatalogue<typeof serviceRequestMessages>;
