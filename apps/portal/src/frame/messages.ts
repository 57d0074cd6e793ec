import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * Wording of the page frame (doc 1 §2.1): header, menus, account switcher and announcement banner
 * (the footer's, the web chat's and the offline note's are in lateMessages.ts: they load after the
 * first view). Texts the spec gives are verbatim ('Sign In', 'My Profile', 'Sign Out'); the rest is
 * the portal's own wording, which a co-op may replace. Menu labels come from `navigationMessages`
 * of @coop-portal/validation.
 */
export const frameMessages = {
  skipLink: 'Skip to main content',
  /** While a page's code or data loads. */
  loadingPage: 'Loading the page',
  /** The logo link's name when no logo image is configured: the co-op name, else this. */
  portalName: 'Member Portal',
  header: {
    signIn: 'Sign In',
    myProfile: 'My Profile',
    signOut: 'Sign Out',
    /** The profile button's name when the sign-in answer carries no name. */
    profileFallbackName: 'My Account',
  },
  menu: {
    /** The main navigation landmark. */
    label: 'Main menu',
    /** The mobile menu button and the title of its panel. */
    mobileButton: 'Menu',
    mobileTitle: 'Menu',
    closeMobile: 'Close menu',
    /** Read after a link that opens in a new tab. */
    newTab: '(opens in a new tab)',
  },
  accountSwitcher: {
    /** The strip's navigation landmark. */
    label: 'Switch account',
    /** Read with the account number, e.g. 'Account 1000001'. */
    account: (accountNumber: string) => `Account ${accountNumber}`,
  },
  announcement: {
    label: 'Announcement',
    close: 'Close announcement',
    toneLabel: 'Important',
  },
  /** A page that failed to load or render (RouteError). */
  routeError: {
    title: 'This page could not be shown',
    /** Its code could not be loaded: a new deployment, or the connection dropped. */
    codeFailed:
      'A new version of the portal is available, or the connection dropped while the page loaded.',
    failed: 'Something went wrong while showing this page.',
    reload: 'Reload the page',
  },
};

export type FrameMessages = typeof frameMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const frameTranslations: CatalogueTranslations<FrameMessages> = {
  name: 'portal.frame',
  'es-US': () => import('./messages.es').then((module) => module.frameMessagesEs),
};
