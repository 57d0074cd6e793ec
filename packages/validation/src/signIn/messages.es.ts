import type { SignInMessages } from './messages';

/**
 * The sign-in messages in Spanish (US): the same keys as `signInMessages`, saying what the spec's
 * English says, in the terms of docs/glossary-es-US.md.
 */
export const signInMessagesEs = {
  usernameRequired: 'Ingrese su nombre de usuario.',
  passwordRequired: 'Ingrese su contraseña.',
  mfaCodeInvalid: 'Ingrese el código de verificación.',
  loggedOut: 'Cerró sesión correctamente',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
} satisfies SignInMessages;
