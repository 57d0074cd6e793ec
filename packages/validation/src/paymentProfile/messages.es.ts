import { profileMessagesEs } from '../profile/messages.es';
import type { PaymentProfileMessages } from './messages';

/**
 * The Payment Profile and Auto Payments messages in Spanish (US): the same keys as
 * `paymentProfileMessages`, in the terms of docs/glossary-es-US.md. A status speaks of the account
 * ("inscrita": la cuenta); a method's name of the card or the account ("terminada en").
 */
export const paymentProfileMessagesEs = {
  cardName: (brand: string, lastFour: string) => `${brand} terminada en ${lastFour}`,
  /** The account type is the provider's ("Checking"), shown as given. */
  bankName: (accountType: string, lastFour: string) =>
    `Cuenta ${accountType} terminada en ${lastFour}`,
  card: 'Tarjeta',
  bankAccount: 'Cuenta bancaria',
  unknownCardBrand: 'Tarjeta',
  /** Read in `bankName`: "Cuenta bancaria terminada en 6789". */
  unknownBankAccountType: 'bancaria',
  expires: (monthYear: string) => `Vence en ${monthYear}`,
  expired: (monthYear: string) => `Venció en ${monthYear}`,
  usedByAutoPay: (accounts: string) => `Usado por el pago automático de ${accounts}`,
  notEnrolled: 'No inscrita',
  draftDay: (day: number) => `Día ${day} de cada mes`,
  whenBilled: 'Cuando se factura',
  unknownMethod: 'Un método de pago que ya no está en su perfil',
  methodRequired: 'Elija un método de pago.',
  autoPayUnavailable: 'Los pagos automáticos no están disponibles en este momento.',
  draftPayEnrolled: 'Inscrita en débito automático',
  /** EZ Pay is the program's name: it stays. */
  ezPayEnrolled: 'Inscrita en EZ Pay',
  dayOfMonthRange: 'El día del mes debe ser anterior al 29.',
  /** My Profile's wording, as in English. */
  storedDataRemovalLocked: profileMessagesEs.storedDataRemovalLocked,
} satisfies PaymentProfileMessages;
