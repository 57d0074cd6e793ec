import { passwordMessagesEs } from '../password/messages.es';
import type { ProfileMessages } from './messages';

/**
 * The My Profile messages in Spanish (US): the same keys as `profileMessages`, saying what the
 * spec's English says, in the terms of docs/glossary-es-US.md. The password messages are reset
 * password's, whose English is the same.
 */
export const profileMessagesEs = {
  emailRequired: 'Ingrese su correo electrónico.',
  emailInvalid: 'Ingrese un correo electrónico válido.',
  usernameRequired: 'Ingrese su nombre de usuario.',
  usernameTaken: 'Este nombre de usuario ya está registrado.',
  usernameCriteria: 'El nombre de usuario no cumple con los requisitos.',
  securityQuestionRequired: 'Seleccione una opción.',
  securityAnswerRequired: 'Ingrese su respuesta de seguridad.',
  ...passwordMessagesEs,
  paperlessConfirmationRequired: 'Marque la casilla para continuar.',
  noPaperlessAccounts:
    'No hay cuentas elegibles para administrar las opciones de facturación electrónica.',
  noRoundUpAccounts: 'No hay cuentas elegibles para administrar Operación Redondeo.',
  /** The English "Active Payment setup" is a registered autopay that uses the stored data. */
  storedDataRemovalLocked:
    'No se permite el cambio: hay un pago automático activo que usa estos datos.',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
} satisfies ProfileMessages;
