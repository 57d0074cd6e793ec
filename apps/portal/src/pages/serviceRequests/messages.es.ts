import type { ServiceRequestsPageMessages } from './messages';

/** The Service Requests page's wording in Spanish (US). */
export const serviceRequestsPageMessagesEs = {
  title: 'Solicitudes de servicio',
  accountShown: (accountNumber: string) => `Solicitudes de servicio de la cuenta ${accountNumber}.`,
} satisfies ServiceRequestsPageMessages;
