/**
 * The wording of the Delinquent History page (doc 3 §2.1 route, §2.6). What the page shows is the
 * widget's wording.
 */
export const delinquentsPageMessages = {
  title: 'Delinquent History',
  accountShown: (accountNumber: string) => `Delinquent notices of account ${accountNumber}.`,
};
