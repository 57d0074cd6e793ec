import type { MemberInfoDocsPageMessages } from './messages';

/** The Member Information Documents page's wording in Spanish (US). */
export const memberInfoDocsPageMessagesEs = {
  title: 'Documentos informativos para miembros',
} satisfies MemberInfoDocsPageMessages;
