import type { PayMultiplePageMessages } from './messages';

/** The Pay Multiple Accounts page's wording in Spanish (US). */
export const payMultiplePageMessagesEs = {
  title: 'Pagar varias cuentas',
} satisfies PayMultiplePageMessages;
