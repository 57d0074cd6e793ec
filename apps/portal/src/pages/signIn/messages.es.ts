import type { SignInPageMessages } from './messages';

/** The sign-in pages' wording in Spanish (US). */
export const signInPageMessagesEs = {
  externalRedirectWaiting: 'Espere, por favor...',
} satisfies SignInPageMessages;
