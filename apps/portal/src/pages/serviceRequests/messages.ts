import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the Service Requests page (doc 3 §2.1 route, §2.5). What the page shows is the
 * widget's wording.
 */
export const serviceRequestsPageMessages = {
  title: 'Service Requests',
  accountShown: (accountNumber: string) => `Service requests of account ${accountNumber}.`,
};

export type ServiceRequestsPageMessages = typeof serviceRequestsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const serviceRequestsPageTranslations: CatalogueTranslations<ServiceRequestsPageMessages> = {
  name: 'portal.serviceRequestsPage',
  'es-US': () => import('./messages.es').then((module) => module.serviceRequestsPageMessagesEs),
};
