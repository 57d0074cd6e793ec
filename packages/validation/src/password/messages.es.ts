import type { PasswordMessages, RecoveryMessages } from './messages';

/**
 * The new-password messages in Spanish (US): the same keys as `passwordMessages`. The rule text
 * says "at least 8 characters", as the rule is (the English "must be 8 characters" means a minimum).
 */
export const passwordMessagesEs = {
  passwordRequired: 'Ingrese una contraseña.',
  passwordCriteria:
    'La contraseña no cumple con los requisitos. Debe tener al menos 8 caracteres y contener al menos 1 letra minúscula, 1 letra mayúscula, 1 número y 1 carácter especial (!@#$%^&*).',
  confirmPasswordRequired: 'Confirme la contraseña.',
  passwordMismatch: 'La contraseña y la confirmación de la contraseña no coinciden.',
} satisfies PasswordMessages;

/** The forgot password / forgot username messages in Spanish (US): the keys of `recoveryMessages`. */
export const recoveryMessagesEs = {
  usernameRequired: 'Ingrese su nombre de usuario.',
  emailRequired: 'Ingrese su correo electrónico.',
  emailInvalid: 'Ingrese un correo electrónico válido.',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
} satisfies RecoveryMessages;
