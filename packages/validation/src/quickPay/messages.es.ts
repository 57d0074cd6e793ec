import type { QuickPayMessages } from './messages';

/** "a, b y c" */
function listParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

/**
 * The Quick Pay messages in Spanish (US): the same keys as `quickPayMessages`, saying what the
 * spec's English says, in the terms of docs/glossary-es-US.md. Amounts and dates come formatted.
 */
export const quickPayMessagesEs = {
  accountNumberRequired: 'Ingrese su número de cuenta.',
  accountNumberInvalid: 'Ingrese un número de cuenta válido.',
  phoneLastFourRequired: 'Ingrese los últimos 4 dígitos de su número de teléfono.',
  phoneLastFourInvalid: 'Los últimos 4 dígitos de su número de teléfono no son válidos.',
  amountInvalid: 'Debe ingresar un monto válido.',
  amountNotPositive: 'El monto del pago debe ser mayor que 0.',
  amountTooLarge: 'Debe ingresar un monto de pago menor que 9999999999.99.',
  overpay: 'No puede pagar más que el saldo de su cuenta.',
  underpay: 'No puede pagar menos que el saldo de su cuenta.',
  /** The parts are named with their article ("el cargo por reconexión"), as the sentence reads. */
  minimumPayment: (amount: string, parts: readonly string[]) =>
    `En este momento, debe pagar un monto mínimo de ${amount}` +
    (parts.length > 0 ? `, que incluye ${listParts(parts)}.` : ''),
  minimumPaymentParts: {
    cutoffAmount: 'el monto para evitar la desconexión',
    reconnectFee: 'el cargo por reconexión',
    disconnectFee: 'el cargo por desconexión',
    additionalDeposit: 'el depósito adicional',
  },
  prepaidMinimum: (amount: string) => `Debe pagar el monto mínimo de ${amount}`,
  prepaidReconnectMinimum: (amount: string) =>
    `Debe pagar el monto mínimo de reconexión de ${amount}`,
  quitConfirmation: '¿Está seguro de que desea dejar de realizar el pago?',
  recentPayment: (amount: string, date: string) =>
    `Usted realizó un pago reciente de ${amount} el ${date}. ¿Desea realizar otro pago?`,
  cardRestricted: 'Pago con tarjeta de crédito restringido.',
  echeckRestricted: 'Pago con cheque electrónico restringido.',
  cardAndEcheckRestricted: 'Pago con cheque electrónico y tarjeta de crédito restringido.',
  bothMethodsRestricted:
    'Los pagos con cheque electrónico y con tarjeta de crédito están restringidos para esta cuenta. Comuníquese con servicio al cliente.',
  serviceUnavailable: 'Servicio no disponible. Comuníquese con el administrador.',
  notAvailable: 'N/D',
} satisfies QuickPayMessages;
