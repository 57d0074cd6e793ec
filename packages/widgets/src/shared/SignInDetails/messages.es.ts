import type { usernameMessages } from './messages';

/**
 * The username field's hint and the check's words in Spanish (US); registration's and My Profile's
 * Spanish catalogues spread them into their own.
 */
export const usernameMessagesEs = {
  description:
    'De 6 a 60 caracteres: letras, números, espacios y . - _ @. Debe empezar y terminar con una letra o un número.',
  checking: 'Verificando si este nombre de usuario está disponible…',
  available: 'Este nombre de usuario está disponible.',
  taken: 'Este nombre de usuario no está disponible.',
} satisfies typeof usernameMessages;
