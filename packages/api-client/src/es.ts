/*
 * The client's own messages in Spanish (US), with the same keys as `apiMessages` (the type check
 * fails on a missing or extra key). A separate entry (`@coop-portal/api-client/es`): the English
 * code never imports it, so a bundler puts it in the chunks that load a Spanish translation, and
 * the English pages get no heavier.
 */
export { apiMessagesEs } from './messages.es';
