import { plural } from '../locale';
import type { TextAreaMessages } from './messages';

/** The TextArea's wording in Spanish (US). */
export const textAreaMessagesEs = {
  // The counter is digits only: the same in both languages.
  counter: (length: number, maxLength?: number) =>
    maxLength === undefined ? `${length}` : `${length}/${maxLength}`,
  counterDescription: (length: number, maxLength?: number) =>
    maxLength === undefined
      ? plural('es-US', length, {
          one: `${length} carácter ingresado.`,
          other: `${length} caracteres ingresados.`,
        })
      : `${length} de ${maxLength} caracteres ingresados.`,
  // The verb agrees with the count: "Queda 1 carácter", "Quedan 40 caracteres".
  nearLimit: (remaining: number) =>
    plural('es-US', remaining, {
      one: `Queda ${remaining} carácter.`,
      other: `Quedan ${remaining} caracteres.`,
    }),
  limitReached: (maxLength: number) => `Alcanzó el límite de ${maxLength} caracteres.`,
} satisfies TextAreaMessages;
