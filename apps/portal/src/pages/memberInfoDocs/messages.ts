import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Member Information Documents page (doc 3 §2.1 route, §2.7): its title when the
 * site configuration names none. What the page shows is the widget's wording.
 */
export const memberInfoDocsPageMessages = {
  title: 'Member Information Documents',
};

export type MemberInfoDocsPageMessages = typeof memberInfoDocsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const memberInfoDocsPageTranslations: CatalogueTranslations<MemberInfoDocsPageMessages> = {
  name: 'portal.memberInfoDocsPage',
  'es-US': () => import('./messages.es').then((module) => module.memberInfoDocsPageMessagesEs),
};
