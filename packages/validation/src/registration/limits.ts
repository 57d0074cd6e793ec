/** Registration limits (doc 1 §9). */
export const registrationLimits = {
  accountNumberMaxLength: 12,
  usernameMinLength: 6,
  usernameMaxLength: 60,
  emailMaxLength: 60,
  securityAnswerMaxLength: 100,
  phoneMaxLength: 14,
  verificationCodeLength: 6,
  /** The email verification code is valid for 2 hours (doc 1 §4.3). */
  verificationCodeValidHours: 2,
} as const;
