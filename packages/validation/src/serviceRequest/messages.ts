import type { MessageCatalogue } from '../shared/catalogue';
import { fallbackMessages } from '../shared/fallbackMessages';

/** Service request messages, verbatim from doc 3 §5 (note the space in '. (Ex:'). */
export const serviceRequestMessages = {
  serviceTypeRequired: 'Service Type is required.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
  /** Not in the spec (see fallbackMessages): comments over 400 characters. */
  tooLong: fallbackMessages.tooLong,
  /** Not in the spec (it gives a boolean or string review status, doc 3 §3): a reviewed request. */
  reviewed: 'Reviewed',
  /** Not in the spec: a request not reviewed yet. */
  pendingReview: 'Pending review',
};

export type ServiceRequestMessages = MessageCatalogue<typeof serviceRequestMessages>;
