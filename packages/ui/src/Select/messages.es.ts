import type { SelectMessages } from './messages';

/** The Select's wording in Spanish (US). */
export const selectMessagesEs = {
  empty: 'No hay opciones',
} satisfies SelectMessages;
