import type { SpinnerMessages } from './messages';

/** The Spinner's wording in Spanish (US). */
export const spinnerMessagesEs = {
  label: 'Cargando',
} satisfies SpinnerMessages;
