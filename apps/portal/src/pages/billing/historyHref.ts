/** The account's history page, the way back from a bill. */
export const historyHref = (accountNumber: string) =>
  `/billpayments/history?accountno=${encodeURIComponent(accountNumber)}`;
