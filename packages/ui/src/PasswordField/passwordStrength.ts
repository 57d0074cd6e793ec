import { passwordFieldMessages, type PasswordFieldMessages } from './messages';

/** A password's strength: a score from 0 (nothing entered) to 4, and the words that say it. */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  /** Shown next to the meter and read by screen readers, so strength never relies on colour. */
  label: string;
}

/** Rates a password; pass your own to `PasswordField` to apply a co-op's rules or wording. */
export type PasswordStrengthFn = (password: string) => PasswordStrength;

/** The highest score a strength function returns. */
export const passwordStrengthMax = 4;

const characterKinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

type Words = Pick<PasswordFieldMessages, 'notEntered' | 'weak' | 'fair' | 'good' | 'strong'>;

/**
 * The default rating in the given words (the field passes those of its language): under 8
 * characters or one kind is Weak, two kinds Fair, three Good, four (or three in 16+ characters)
 * Strong.
 */
export function ratePassword(password: string, words: Words): PasswordStrength {
  if (password.length === 0) return { score: 0, label: words.notEntered };
  const kinds = characterKinds.filter((kind) => kind.test(password)).length;
  if (password.length < 8 || kinds <= 1) return { score: 1, label: words.weak };
  if (kinds === 2) return { score: 2, label: words.fair };
  if (kinds === 4 || password.length >= 16) return { score: 4, label: words.strong };
  return { score: 3, label: words.good };
}

/**
 * A simple default rating by length and kinds of character (lowercase, uppercase, digit, other):
 * under 8 characters or one kind is Weak, two kinds Fair, three Good, four (or three in 16+
 * characters) Strong, in English. It only guides; whether a password is accepted is the
 * validation's job. `PasswordField` without a `strength` rates the same way in its own language.
 */
export const defaultPasswordStrength: PasswordStrengthFn = (password) =>
  ratePassword(password, passwordFieldMessages);
