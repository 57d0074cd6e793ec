import type { MessageCatalogue } from '../shared/catalogue';

/** Outage messages, verbatim from doc 2 §5 (and §2.6, §8 for the texts its rules decide). */
export const outageMessages = {
  phoneRequired: 'You must enter a phone number',
  phoneInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
  issueRequired: 'You must select an issue',
  notSupported: 'Outage is not supported for the selected account.',
  noAccount: 'Please relogin to your account then access to this page again!',
  noLocation: 'Outage report is unavailable to this account, please contact customer service...!',
  noPastOutages: 'No Past Outages',
};

export type OutageMessages = MessageCatalogue<typeof outageMessages>;
