import type { MemberInfoDocumentMessages } from './messages';

/** The Member Information Documents texts in Spanish (US): the same keys as `memberInfoDocumentMessages`. */
export const memberInfoDocumentMessagesEs = {
  noDocuments: 'No se encontraron documentos informativos para miembros.',
} satisfies MemberInfoDocumentMessages;
