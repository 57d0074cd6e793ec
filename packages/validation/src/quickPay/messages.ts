import type { MessageCatalogue } from '../shared/catalogue';

/** "a, b and c" */
function listParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Quick Pay messages, verbatim from doc 1 §5.1 (and §2.5, §8 for the texts the Quick Pay rules
 * decide). A co-op may override any of them by passing its own catalogue to the schema factories
 * and functions.
 */
export const quickPayMessages = {
  accountNumberRequired: 'Please enter your account number.',
  accountNumberInvalid: 'Please enter valid account number.',
  phoneLastFourRequired: 'Please enter last 4 digits of your phone number.',
  phoneLastFourInvalid: 'Please enter valid last 4 digits of your phone number.',
  amountInvalid: 'You must enter valid amount.',
  amountNotPositive: 'Payment amount should be greater than 0.',
  amountTooLarge: 'You must enter a payment amount less than 9999999999.99.',
  overpay: 'You may not overpay your account balance.',
  underpay: 'You may not pay less than your account balance.',
  /**
   * Doc 1 §5.1 gives the sentence up to the amount, "followed by which parts it includes". The
   * follow-on wording is ours: ", which includes the cutoff amount, reconnect fee and disconnect
   * fee." naming only the parts that are above 0, in the spec's order.
   */
  minimumPayment: (amount: string, parts: readonly string[]) =>
    `At this time, you are required to pay a minimum payment amount of ${amount}` +
    (parts.length > 0 ? `, which includes the ${listParts(parts)}.` : ''),
  /** The names of the parts of the cutoff minimum, in the order doc 1 §5.1 lists them. */
  minimumPaymentParts: {
    cutoffAmount: 'cutoff amount',
    reconnectFee: 'reconnect fee',
    disconnectFee: 'disconnect fee',
    additionalDeposit: 'additional deposit',
  },
  prepaidMinimum: (amount: string) => `You must pay the minimum amount of ${amount}`,
  prepaidReconnectMinimum: (amount: string) =>
    `You must pay the minimum reconnect amount of ${amount}`,
  quitConfirmation: 'Are you sure you want to quit making payment ?',
  recentPayment: (amount: string, date: string) =>
    `You have made a recent payment of ${amount} on ${date}. Would you like to proceed with another payment?`,
  cardRestricted: 'Credit Card Payment Restricted.',
  echeckRestricted: 'ECheck Payment Restricted.',
  cardAndEcheckRestricted: 'ECheck & Credit Card Payment Restricted.',
  bothMethodsRestricted:
    'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
  serviceUnavailable: 'Service unavailable, please contact administrator.',
  notAvailable: 'N/A',
};

export type QuickPayMessages = MessageCatalogue<typeof quickPayMessages>;
