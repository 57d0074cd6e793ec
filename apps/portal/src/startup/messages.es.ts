import type { StartupErrorMessages } from './messages';

/** The start-up error page's wording in Spanish (US). */
export const startupErrorMessagesEs = {
  title: 'No se pudo iniciar el portal para miembros',
  failed: 'No se pudo iniciar el portal para miembros.',
  settingsFailed:
    'El portal no pudo cargar la configuración de la cooperativa. Intente de nuevo más tarde.',
  reload: 'Volver a cargar la página',
} satisfies StartupErrorMessages;
