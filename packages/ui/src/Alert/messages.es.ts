import type { AlertMessages } from './messages';

/** The Alert's wording in Spanish (US). */
export const alertMessagesEs = {
  toneLabels: {
    info: 'Información',
    success: 'Éxito',
    warning: 'Advertencia',
    // The same word in both languages.
    error: 'Error',
  },
  dismiss: 'Descartar',
} satisfies AlertMessages;
