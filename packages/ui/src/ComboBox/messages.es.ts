import type { ComboBoxMessages } from './messages';

/** The ComboBox's wording in Spanish (US). */
export const comboBoxMessagesEs = {
  empty: 'No hay resultados',
} satisfies ComboBoxMessages;
