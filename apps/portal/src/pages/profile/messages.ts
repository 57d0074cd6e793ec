import type { CatalogueTranslations } from '@coop-portal/ui';

/** The wording of the profile pages (doc 2 §2.2, §2.3); the profiles' own is the widgets'. */
export const profilePageMessages = {
  title: 'Account Profile',
  myProfileTitle: 'My Profile',
  /** The member has no account to show a profile for. */
  noAccounts: 'There are no accounts on your login to show a profile for.',
};

export type ProfilePageMessages = typeof profilePageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const profilePageTranslations: CatalogueTranslations<ProfilePageMessages> = {
  name: 'portal.profilePage',
  'es-US': () => import('./messages.es').then((module) => module.profilePageMessagesEs),
};
