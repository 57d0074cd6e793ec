import { outageMessagesEs } from '@coop-portal/validation/es';
import type { OutagePageMessages } from './messages';

/** The outage page's wording in Spanish (US). */
export const outagePageMessagesEs = {
  title: 'Apagones',
  unavailable: 'El reporte de apagones no está disponible en este momento.',
  accountOverview: 'Ir al resumen de la cuenta',
  noAccounts: outageMessagesEs.noAccount,
} satisfies OutagePageMessages;
