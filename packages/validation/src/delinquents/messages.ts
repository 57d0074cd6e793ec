import type { MessageCatalogue } from '../shared/catalogue';

/** Delinquent History texts, verbatim from doc 3 §2.6 and §8. */
export const delinquentMessages = {
  noDelinquents: 'There are no delinquents available.',
  loadFailed:
    'We are unable to process your request at this time. Please contact customer support.',
  fileNotFound: 'Delinquent File not found.',
};

export type DelinquentMessages = MessageCatalogue<typeof delinquentMessages>;
