import type { ApiMessages } from '@coop-portal/api-client';
import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * Where the API client's own messages (time-out, no connection, 'Unauthorized access.'…) come from
 * in another language: the api-client's Spanish entry, loaded the first time a widget speaks
 * Spanish, never on an English page. For `preloadCatalogues` and `useErrorMessage`.
 */
export const apiMessagesTranslations: CatalogueTranslations<ApiMessages> = {
  name: 'apiClient',
  'es-US': () => import('./apiMessages.es').then((module) => module.apiMessagesEs),
};
