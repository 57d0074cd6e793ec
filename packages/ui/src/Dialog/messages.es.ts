import type { DialogMessages } from './messages';

/** The Dialog's wording in Spanish (US). */
export const dialogMessagesEs = {
  close: 'Cerrar',
} satisfies DialogMessages;
