import { serviceRequestMessagesEs } from '@coop-portal/validation/es';
import type { ServiceRequestsMessages } from './messages';

/**
 * The Service Requests wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * field messages from `@coop-portal/validation/es`, and the widget's own ("solicitud de servicio",
 * as the glossary says). The success text the server sends is shown as given.
 */
export const serviceRequestsMessagesEs = {
  ...serviceRequestMessagesEs,
  heading: 'Solicitudes de servicio',
  formHeading: 'Nueva solicitud de servicio',
  historyHeading: 'Historial de solicitudes de servicio',
  loadingTypes: 'Cargando los tipos de servicio…',
  loadingHistory: 'Cargando sus solicitudes de servicio…',
  retry: 'Intentar de nuevo',
  serviceTypeLabel: 'Tipo de servicio',
  serviceTypePlaceholder: 'Seleccione un tipo de servicio',
  noServiceTypes: 'No hay tipos de servicio disponibles para esta cuenta.',
  phoneLabel: 'Número de teléfono',
  phoneDescription: 'El número en el que podemos comunicarnos con usted, p. ej., (987) 456-1230.',
  commentsLabel: 'Comentarios',
  submit: 'Enviar solicitud',
  submitting: 'Enviando su solicitud',
  received: 'Recibimos su solicitud de servicio.',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',
  tableLabel: (accountNumber: string) => `Solicitudes de servicio de la cuenta ${accountNumber}`,
  columnServices: 'Servicios',
  columnRequested: 'Fecha de solicitud',
  columnRequestedNumber: 'Número de solicitud',
  columnReviewStatus: 'Estado de revisión',
  notAvailable: '—',
  noRequests: 'Esta cuenta todavía no tiene solicitudes de servicio.',
} satisfies ServiceRequestsMessages;
