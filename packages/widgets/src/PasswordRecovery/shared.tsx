import type { PasswordStrengthFn } from '@coop-portal/ui';
import { password } from '@coop-portal/validation';
import { createElement, type ReactNode, type Ref } from 'react';
import type { PasswordRecoveryMessages } from './messages';
import * as styles from './PasswordRecovery.css';

/** The heading levels a recovery widget's title takes: 1 as a page's title, else inside a page. */
export type RecoveryHeadingLevel = 1 | 2 | 3;

/** The widget's title at the host's level. */
export function Title({
  level,
  id,
  headingRef,
  children,
}: {
  level: RecoveryHeadingLevel;
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return createElement(
    `h${level}`,
    {
      id,
      ref: headingRef,
      className: level === 1 ? styles.pageHeading : styles.heading,
    },
    children,
  );
}

/**
 * The strength meter of a new password, on the doc 2 §5 rules (validation's `password`): Strong only
 * once every rule is met, so the meter never calls a password strong that the form would refuse.
 * Otherwise Weak, Fair or Good by how many of the five rules (length, lowercase, uppercase, digit,
 * special character) are met.
 */
export function recoveryPasswordStrength(text: PasswordRecoveryMessages): PasswordStrengthFn {
  return (value) => {
    if (value === '') return { score: 0, label: text.strengthNotEntered };
    if (password.isStrongPassword(value)) return { score: 4, label: text.strengthStrong };
    const met = password.passwordStrength(value);
    if (met >= 4) return { score: 3, label: text.strengthGood };
    if (met === 3) return { score: 2, label: text.strengthFair };
    return { score: 1, label: text.strengthWeak };
  };
}
