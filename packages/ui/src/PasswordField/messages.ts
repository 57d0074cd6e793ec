/** The PasswordField's own wording; override any of it through the `messages` prop. */
export const passwordFieldMessages = {
  /** The toggle's visible text while the password is hidden. */
  show: 'Show',
  /** The toggle's visible text while the password is shown. */
  hide: 'Hide',
  /** The toggle's accessible name while the password is hidden. */
  showPassword: 'Show password',
  /** The toggle's accessible name while the password is shown. */
  hidePassword: 'Hide password',
  /** Announced when the password becomes visible. */
  shown: 'Your password is shown.',
  /** Announced when the password is hidden again. */
  hidden: 'Your password is hidden.',
  /** The strength meter's label. */
  strength: 'Password strength',
  // The words of the default rating (no `strength` given), from score 0 to 4.
  notEntered: 'Not entered',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};

/** The words the field uses; override any of them (e.g. to match a co-op's voice). */
export type PasswordFieldMessages = typeof passwordFieldMessages;
