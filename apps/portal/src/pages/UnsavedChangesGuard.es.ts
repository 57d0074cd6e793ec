import type { UnsavedChangesMessages } from './UnsavedChangesGuard';

/** The unsaved-changes question in Spanish (US). */
export const unsavedChangesMessagesEs = {
  title: '¿Salir sin guardar?',
  body: 'Tiene cambios en esta página que aún no se han guardado. Si sale ahora, se perderán.',
  stay: 'Quedarse en esta página',
  leave: 'Salir sin guardar',
} satisfies UnsavedChangesMessages;
