import { quickPayMessagesEs } from '../quickPay/messages.es';
import type { PayMultipleMessages } from './messages';
import type { PaymentDateMessages } from './paymentDate';

/**
 * The Pay Multiple Accounts messages in Spanish (US): the same keys as `payMultipleMessages`, the
 * amount messages Quick Pay's, each put after the account it is about. Amounts come formatted.
 */
export const payMultipleMessagesEs = {
  ...quickPayMessagesEs,
  accountAmountMessage: (accountNumber: string, message: string) =>
    `Cuenta ${accountNumber}: ${message}`,
  noAccountSelected: 'Seleccione al menos una cuenta para pagar.',
} satisfies PayMultipleMessages;

/** The payment date's wording in Spanish (US), as `paymentDateMessages`; dates come formatted. */
export const paymentDateMessagesEs = {
  paymentDateLabel: 'Fecha de pago',
  paymentDateHelp: (latest: string) =>
    `Hoy o un día posterior, hasta el ${latest}. Si elige un día posterior, el pago se programa para ese día.`,
  paymentDateTodayOnly: 'Su pago se realiza hoy.',
  paymentDateRequired: 'Ingrese una fecha de pago.',
  paymentDateBeforeToday: 'La fecha de pago no puede ser anterior a hoy.',
  paymentDateAfterLatest: (latest: string) =>
    `La fecha de pago no puede ser posterior al ${latest}.`,
} satisfies PaymentDateMessages;
