import type { AccountsPageMessages } from './messages';

/** The all-accounts page's wording in Spanish (US). */
export const accountsPageMessagesEs = {
  title: 'Todas las cuentas',
  loading: 'Cargando sus cuentas',
} satisfies AccountsPageMessages;
