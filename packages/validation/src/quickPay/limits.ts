/** Quick Pay limits from doc 1 §9. */
export const quickPayLimits = {
  /** Account number: at most 12 digits. */
  accountNumberMaxLength: 12,
  /** Last four phone digits: exactly 4. */
  phoneLastFourLength: 4,
} as const;
