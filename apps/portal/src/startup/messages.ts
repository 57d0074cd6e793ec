import type { CatalogueTranslations } from '@coop-portal/ui';

/** Wording of the start-up error page (StartupError): the portal could not start. */
export const startupErrorMessages = {
  title: 'The member portal could not start',
  /** The failure gave no message of its own. */
  failed: 'The member portal could not start.',
  /** The co-op's settings could not be read, and the failure gave no message of its own. */
  settingsFailed: 'The portal could not load the co-op’s settings. Please try again later.',
  reload: 'Reload the page',
};

export type StartupErrorMessages = typeof startupErrorMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const startupErrorTranslations: CatalogueTranslations<StartupErrorMessages> = {
  name: 'portal.startupError',
  'es-US': () => import('./messages.es').then((module) => module.startupErrorMessagesEs),
};
