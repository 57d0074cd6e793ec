import type { MemberAccountMessages } from './memberAccount';

/** The wording the member's account pages share, in Spanish (US). */
export const memberAccountMessagesEs = {
  loadingAccounts: 'Cargando sus cuentas',
  accountsFailed: 'No se pudieron cargar sus cuentas. Intente de nuevo más tarde.',
  noAccounts: 'Su inicio de sesión no tiene cuentas asociadas.',
  backToAllAccounts: 'Regresar a todas las cuentas',
} satisfies MemberAccountMessages;
