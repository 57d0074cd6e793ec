import type { CatalogueTranslations } from '@coop-portal/ui';
import { serviceRequest, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The Service Requests wording (doc 3 §2.5, §5, §8): the field messages are the spec's (from
 * `@coop-portal/validation`'s `serviceRequest`), the column names its column list, the success text
 * the server's own message; the rest (headings, labels, the empty history) is ours.
 */
export const serviceRequestsMessages = {
  ...serviceRequest.serviceRequestMessages,
  heading: 'Service Requests',
  formHeading: 'New Service Request',
  historyHeading: 'Service Request History',
  loadingTypes: 'Loading the service types…',
  loadingHistory: 'Loading your service requests…',
  retry: 'Try again',
  serviceTypeLabel: 'Service Type',
  serviceTypePlaceholder: 'Select a service type',
  noServiceTypes: 'No service types are available for this account.',
  phoneLabel: 'Phone Number',
  phoneDescription: 'The number we can reach you at, e.g. (987) 456-1230.',
  commentsLabel: 'Comments',
  submit: 'Submit Request',
  submitting: 'Sending your request',
  /** Shown when the server accepts the request without a message of its own. */
  received: 'Your service request has been received.',
  errorSummaryTitle: 'Please correct the following:',
  dismissLabel: 'Dismiss',
  tableLabel: (accountNumber: string) => `Service requests of account ${accountNumber}`,
  columnServices: 'Services',
  columnRequested: 'Requested',
  columnRequestedNumber: 'Requested Number',
  columnReviewStatus: 'Review Status',
  notAvailable: '—',
  noRequests: 'There are no service requests on this account yet.',
};

export type ServiceRequestsMessages = MessageCatalogue<typeof serviceRequestsMessages>;

/** Its translations, each loaded the first time Service Requests speaks that language. */
export const serviceRequestsTranslations: CatalogueTranslations<ServiceRequestsMessages> = {
  name: 'serviceRequests',
  'es-US': () => import('./messages.es').then((module) => module.serviceRequestsMessagesEs),
};
