import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * Wording of the sign-in pages (their titles are the route table's, in routes.tsx). The form's own
 * wording is the SignInForm widget's.
 */
export const signInPageMessages = {
  /** doc 1 §2.6: shown while the external login redirect loads the member's accounts. */
  externalRedirectWaiting: 'Please wait...',
};

export type SignInPageMessages = typeof signInPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const signInPageTranslations: CatalogueTranslations<SignInPageMessages> = {
  name: 'portal.signInPage',
  'es-US': () => import('./messages.es').then((module) => module.signInPageMessagesEs),
};
