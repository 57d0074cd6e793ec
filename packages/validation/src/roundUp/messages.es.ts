import type { RoundUpMessages } from './messages';

/**
 * The Operation Round Up messages in Spanish (US): the same keys as `roundUpMessages`, in the terms
 * of docs/glossary-es-US.md ("Operación Redondeo"). The round-up's expiration date is a "fecha de
 * expiración" (a bill's due date is the "fecha de vencimiento"). Amounts and dates come formatted.
 */
export const roundUpMessagesEs = {
  amountInvalid: 'Debe ingresar un monto válido.',
  amountNegative: 'Ingrese un monto mayor o igual que 0.',
  amountTooLarge: (maxAmount: string) => `Debe ingresar un monto de pago menor que ${maxAmount}.`,
  expirationInPast: 'La fecha de expiración no puede estar en el pasado.',
  updated: 'Operación Redondeo se actualizó correctamente para las cuentas seleccionadas.',
  invalidDate: 'Ingrese una fecha válida.',
  dateTooLate: (maxDate: string) => `Ingrese una fecha igual o anterior al ${maxDate}.`,
} satisfies RoundUpMessages;
