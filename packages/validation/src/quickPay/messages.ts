/**
 * Quick Pay messages, verbatim from doc 1 §5.1. A co-op may override any of them by passing its own
 * catalogue to the schema factories.
 */
export const quickPayMessages = {
  accountNumberRequired: 'Please enter your account number.',
  accountNumberInvalid: 'Please enter valid account number.',
  phoneLastFourRequired: 'Please enter last 4 digits of your phone number.',
  phoneLastFourInvalid: 'Please enter valid last 4 digits of your phone number.',
} as const;

export type QuickPayMessages = { [K in keyof typeof quickPayMessages]: string };
