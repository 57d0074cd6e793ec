import type { AccountProfileMessages } from './messages';

/**
 * The Account Profile messages in Spanish (US): the same keys as `accountProfileMessages`, saying
 * what the spec's English says, in the terms of docs/glossary-es-US.md.
 */
export const accountProfileMessagesEs = {
  firstNameRequired: 'Ingrese el nombre.',
  streetNumberRequired: 'El número de la calle es obligatorio.',
  streetNameRequired: 'El nombre de la calle es obligatorio.',
  cityRequired: 'La ciudad es obligatoria.',
  stateRequired: 'El estado es obligatorio.',
  zipRequired: 'El código postal es obligatorio.',
  zipInvalid: 'El código postal debe tener 5 o 9 dígitos (ej.: 98745-4321).',
  phoneTypeRequired: 'El tipo de teléfono es obligatorio.',
  phoneNumberRequired: 'El número de teléfono es obligatorio.',
  phoneInvalid: 'El formato del teléfono no es válido (ej.: (987) 456-1230).',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
  digitsOnly: 'Ingrese solo dígitos.',
  blockedCharacters: (characters: string) => `Quite estos caracteres: ${characters}`,
  tooManyPhones: (max: number) => `Ingrese como máximo ${max} números de teléfono.`,
} satisfies AccountProfileMessages;
