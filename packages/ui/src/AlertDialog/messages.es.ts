import type { AlertDialogMessages } from './messages';

/** The AlertDialog's wording in Spanish (US). */
export const alertDialogMessagesEs = {
  confirm: 'Aceptar',
  cancel: 'Cancelar',
} satisfies AlertDialogMessages;
