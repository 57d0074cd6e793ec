import type { CatalogueTranslations } from '@coop-portal/ui';

/** The wording of the Application for Service pages (doc 1 §2.3, doc 3 §2.1 titles). */
export const serviceApplicationPageMessages = {
  choiceTitle: 'New Service',
  applicationTitle: 'Application For Service',
};

export type ServiceApplicationPageMessages = typeof serviceApplicationPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const serviceApplicationPageTranslations: CatalogueTranslations<ServiceApplicationPageMessages> =
  {
    name: 'portal.serviceApplicationPage',
    'es-US': () =>
      import('./messages.es').then((module) => module.serviceApplicationPageMessagesEs),
  };
