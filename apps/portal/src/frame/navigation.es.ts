// The navigation rules' wording in Spanish (US), from @coop-portal/validation/es: loaded only
// through the translations of navigationMessages.ts.
export { accountManagementMessagesEs, navigationMessagesEs } from '@coop-portal/validation/es';
