import type { UsagePageMessages } from './messages';

/** The usage tracker pages' wording in Spanish (US). */
export const usagePageMessagesEs = {
  title: 'Seguimiento del consumo',
  noAccounts: 'Su inicio de sesión no tiene cuentas cuyo consumo se pueda mostrar.',
  unavailable: 'El seguimiento del consumo no está disponible en este momento.',
  accountOverview: 'Ir al resumen de la cuenta',
} satisfies UsagePageMessages;
