/*
 * The API client's own messages in Spanish (US), from `@coop-portal/api-client/es`: a module of its
 * own, loaded on demand by `apiMessagesTranslations` (and kept by the embed's build, as every
 * widget's `messages.es`).
 */
export { apiMessagesEs } from '@coop-portal/api-client/es';
