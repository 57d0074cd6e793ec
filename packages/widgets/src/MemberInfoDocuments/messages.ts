import type { CatalogueTranslations } from '@coop-portal/ui';
import { memberInfoDocuments, navigation, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The Member Information Documents wording (doc 3 §2.7): the empty text is the spec's; the heading
 * is the site configuration's memberInfoDocsLinkName, else `heading` (the route title); the rest is
 * ours.
 */
export const memberInfoDocumentsMessages = {
  ...memberInfoDocuments.memberInfoDocumentMessages,
  heading: navigation.navigationMessages.menu.memberInfoDocs,
  loading: 'Loading the documents…',
  retry: 'Try again',
  /** What each link tells screen readers after its name. */
  opensInNewTab: 'opens in a new tab',
};

export type MemberInfoDocumentsMessages = MessageCatalogue<typeof memberInfoDocumentsMessages>;

/** Its translations, each loaded the first time the page speaks that language. */
export const memberInfoDocumentsTranslations: CatalogueTranslations<MemberInfoDocumentsMessages> = {
  name: 'memberInfoDocuments',
  'es-US': () => import('./messages.es').then((module) => module.memberInfoDocumentsMessagesEs),
};
