import type { MessageCatalogue } from '../shared/catalogue';

/** Member Information Documents texts, verbatim from doc 3 §2.7. */
export const memberInfoDocumentMessages = {
  noDocuments: 'There are no member information documents found.',
};

export type MemberInfoDocumentMessages = MessageCatalogue<typeof memberInfoDocumentMessages>;
