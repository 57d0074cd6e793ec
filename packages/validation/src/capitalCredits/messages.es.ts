import { plural } from '../i18n/format';
import type { CapitalCreditsMessages } from './messages';

/**
 * The capital credit messages in Spanish (US): the same keys as `capitalCreditsMessages`, in the
 * terms of docs/glossary-es-US.md ("créditos de capital", "número de miembro", "obligatorio").
 */
export const capitalCreditsMessagesEs = {
  memberNumberRequired: 'El número de miembro es obligatorio.',
  letterIdRequired: 'El ID de la carta es obligatorio.',
  invalidFormat: 'Formato no válido.',
  letterIdHelp:
    'Encontrará su número de miembro y el ID de la carta en la carta o el correo electrónico que recibió. Si necesita más ayuda, comuníquese con nosotros al número de teléfono que aparece al final de esta página.',
  noUnclaimedResults: (terms: string) =>
    `No se encontraron créditos de capital no reclamados que coincidan con ${terms}`,
  phoneRequired: 'El número de teléfono es obligatorio.',
  phoneInvalid: 'El formato del teléfono no es válido (ej.: (987) 456-1230).',
  ssnInvalid: 'Ingrese los últimos 4 dígitos de su número de Seguro Social.',
  emailInvalid: 'Correo electrónico no válido.',
  emailRequired: 'El correo electrónico es obligatorio.',
  contactPreferenceRequired: 'La preferencia de contacto es obligatoria.',
  address1Required: 'La dirección 1 es obligatoria.',
  cityRequired: 'La ciudad es obligatoria.',
  stateRequired: 'El estado es obligatorio.',
  zipInvalid: 'El código postal debe tener 5 o 9 dígitos (ej.: *****-4321).',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos. Intente de nuevo en ${minutes} ${plural('es-US', minutes, { one: 'minuto', other: 'minutos' })}.`,
  tooManyAttemptsLater: 'Demasiados intentos. Intente de nuevo más tarde.',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
} satisfies CapitalCreditsMessages;
