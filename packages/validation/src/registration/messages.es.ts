import { passwordMessagesEs } from '../password/messages.es';
import type { RegistrationMessages } from './messages';

/**
 * The registration messages in Spanish (US): the same keys as `registrationMessages`, saying what
 * the spec's English says, in the terms of docs/glossary-es-US.md. The password messages are the
 * ones of reset password and my profile, as in English.
 */
export const registrationMessagesEs = {
  accountNumberRequired: 'Ingrese su número de cuenta.',
  accountNumberDigitsOnly: 'El número de cuenta solo debe contener dígitos.',
  authenticationTypeRequired:
    'Seleccione un método de autenticación para recibir el código de verificación.',
  contactEmailInvalid: 'Ingrese un correo electrónico válido.',
  contactPhoneInvalid: 'Ingrese un número de teléfono válido.',
  noContactOnFile:
    'No se pudieron obtener los datos de la cuenta ingresada. Comuníquese con servicio al cliente.',
  verificationCodeRequired: 'Ingrese el código de verificación.',
  verificationCodeDigitsOnly: 'El código de verificación solo debe contener dígitos.',
  usernameRequired: 'Ingrese un nombre de usuario.',
  usernameTaken: 'Este nombre de usuario ya está registrado.',
  usernameCriteria: 'El nombre de usuario no cumple con los requisitos.',
  emailInvalid: 'Ingrese un correo electrónico válido.',
  emailMismatch: 'El correo electrónico y la confirmación del correo electrónico no coinciden.',
  ...passwordMessagesEs,
  securityQuestionRequired: 'Seleccione una opción.',
  securityAnswerRequired: 'Ingrese una respuesta.',
  paperlessConfirmationRequired:
    'Marque la casilla de confirmación de sus opciones de facturación electrónica.',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
} satisfies RegistrationMessages;
