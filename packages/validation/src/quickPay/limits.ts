/** Quick Pay limits from doc 1 §9. */
export const quickPayLimits = {
  /** Account number: at most 12 digits. */
  accountNumberMaxLength: 12,
  /** Last four phone digits: exactly 4. */
  phoneLastFourLength: 4,
  /** Payment amount input: at most 13 characters. */
  amountMaxLength: 13,
  /** The largest payment. */
  maxPaymentAmount: 9999999999.99,
  /** Card type codes, in the order they are listed. */
  cardTypeCodes: ['VI', 'MC', 'AX', 'DI'],
  /** Arrangement amount of a payment request: always 0. */
  arrangementAmount: 0,
  /** The default-payment-amount setting value that pays the account balance (doc 1 §4.1). */
  accountBalanceDefault: 'ACCOUNT BALANCE',
} as const;
