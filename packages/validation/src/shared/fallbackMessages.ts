/**
 * Texts the specifications do not give. Where a spec states a limit or a format but no message
 * (a maximum length, digits only, a date that cannot be read), a schema still refuses the value and
 * uses one of these. They are NOT spec wording: each feature's catalogue copies the ones it uses, so
 * a co-op can replace them like any other message.
 */
export const fallbackMessages = {
  tooLong: (maxLength: number) => `Please enter no more than ${maxLength} characters.`,
  digitsOnly: 'Please enter digits only.',
  invalidDate: 'Please enter a valid date.',
  dateTooLate: (maxDate: string) => `Please enter a date on or before ${maxDate}.`,
  blockedCharacters: (characters: string) => `Please remove these characters: ${characters}`,
  tooManyPhones: (max: number) => `Please enter no more than ${max} phone numbers.`,
} as const;
