/**
 * The wording of the Service Requests page (doc 3 §2.1 route, §2.5). What the page shows is the
 * widget's wording.
 */
export const serviceRequestsPageMessages = {
  title: 'Service Requests',
  accountShown: (accountNumber: string) => `Service requests of account ${accountNumber}.`,
};
