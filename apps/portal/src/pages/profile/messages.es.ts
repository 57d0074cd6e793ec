import type { ProfilePageMessages } from './messages';

/** The profile pages' wording in Spanish (US). */
export const profilePageMessagesEs = {
  title: 'Perfil de la cuenta',
  myProfileTitle: 'Mi perfil',
  noAccounts: 'Su inicio de sesión no tiene cuentas cuyo perfil se pueda mostrar.',
} satisfies ProfilePageMessages;
