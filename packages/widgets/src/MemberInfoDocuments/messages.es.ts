import { memberInfoDocumentMessagesEs } from '@coop-portal/validation/es';
import type { MemberInfoDocumentsMessages } from './messages';

/**
 * The Member Information Documents wording in Spanish (US), loaded only when the widget speaks
 * Spanish. The heading is used when the co-op names none (its memberInfoDocsLinkName, shown as
 * given, comes first).
 */
export const memberInfoDocumentsMessagesEs = {
  ...memberInfoDocumentMessagesEs,
  heading: 'Documentos informativos para miembros',
  loading: 'Cargando los documentos…',
  retry: 'Intentar de nuevo',
  opensInNewTab: 'se abre en una pestaña nueva',
} satisfies MemberInfoDocumentsMessages;
