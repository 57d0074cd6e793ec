/**
 * What the client says when a call fails. The first four are the error catalogue of doc 1 §8 (Quick
 * Pay) and doc 3 §8 (service request layer), verbatim; the rest cover failures the specs leave
 * unnamed (no answer in time, no connection, an answer that does not match the contract). Their
 * Spanish (US) is `apiMessagesEs` (./messages.es.ts, the `@coop-portal/api-client/es` entry).
 */
export const apiMessages = {
  unauthorized: 'Unauthorized access.',
  serverError: 'We are unable to process your request at this time. Please try again later.',
  unknown: 'Unknown error!',
  timeout: 'The server took too long to answer. Please check your connection and try again.',
  network: 'We could not reach the server. Please check your connection and try again.',
  invalidResponse:
    'We received an answer from the server that we could not read. Please try again later.',
  // doc 3 §8: average billing and delinquent load failures (and an average-billing update that is
  // not a 400).
  supportUnavailable:
    'We are unable to process your request at this time. Please contact customer support.',
  // doc 3 §8, doc 2 §8: fixed texts of single calls.
  delinquentFileNotFound: 'Delinquent File not found.',
  billFileNotFound: 'Bill History File not found.',
  capitalCreditFileNotFound: 'Capital Credit File not found.',
  serviceUnavailable: 'Service unavailable, please contact administrator.',
  draftServiceUnavailable: 'Draft payments service unavailable, please contact administrator.',
  linkedAccountsFailed: 'Failed to load linked accounts: ',
  configUnavailable:
    'The portal could not load its configuration (portal-config.json). Please try again later.',
} as const;

export type ApiMessages = { [K in keyof typeof apiMessages]: string };
