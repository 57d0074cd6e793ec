import type { ToastMessages } from './messages';

/** The ToastProvider's wording in Spanish (US). */
export const toastMessagesEs = {
  label: 'Notificaciones',
} satisfies ToastMessages;
