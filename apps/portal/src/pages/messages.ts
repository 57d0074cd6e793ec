import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * The wording of the portal's own pages (home, payment options, services and products, terms of
 * use, maintenance). Texts the specs give are verbatim; tile titles and the
 * home and payment options tile texts come from `navigationMessages` in @coop-portal/validation.
 * A co-op may reword the rest.
 */
export const pageMessages = {
  home: {
    /** The h1 when the site settings give no co-op name (they always should). */
    fallbackTitle: 'Member Portal',
    welcome: 'Pay your bill, follow your usage and manage your accounts, all in one place.',
    /** The tile list's accessible name. */
    tilesLabel: 'What you can do here',
    /** The application-for-service tile while its account types load. */
    loadingServiceApplication: 'Loading the application for service',
    /** A tile action's accessible name: the visible 'Open' plus the tile it opens. */
    openTile: (title: string) => `Open ${title}`,
  },
  paymentOptions: {
    title: 'Payment Options',
    intro: 'Choose how you would like to receive and pay your bill.',
    tilesLabel: 'Payment options',
  },
  servicesAndProducts: {
    title: 'Services and Products',
    intro:
      'Services and products offered to members by the co-op’s partners. Each one opens the provider’s site in a new window.',
    tilesLabel: 'Services and products',
    /** No provider link is configured. */
    empty: 'There are no services or products available at this time.',
    energySavingsText: 'Rebates, home energy audits and tips to lower your bill.',
    applianceRepairText: 'Repair plans and service for your home appliances.',
    treeTrimmingText: 'Keep trees clear of the power lines on your property.',
    securitySystemsText: 'Home and farm security systems, installed and monitored.',
    /** A provider tile's action (it opens the provider's site in a new window). */
    visit: 'Visit site',
    /** Its accessible name, with the note the kit adds for a link that opens a new tab. */
    visitTile: (title: string) => `Visit site for ${title} (opens in a new tab)`,
  },
  termsOfUse: {
    title: 'Terms of Use',
    /** doc 3 §2.8, verbatim. */
    none: 'There are no Terms of Use available.',
  },
  maintenance: {
    /** doc 3 §2.11, verbatim. */
    title: "We'll be back in a bit",
    /** doc 3 §2.11: text about routine maintenance (wording not given). */
    routine:
      'The member portal is down for routine maintenance. Please check back shortly: this page will take you home as soon as we are done.',
    /** doc 3 §2.11, verbatim. */
    thanks: 'Thank you for your understanding!',
  },
};

export type PageMessages = typeof pageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const pageTranslations: CatalogueTranslations<PageMessages> = {
  name: 'portal.pages',
  'es-US': () => import('./messages.es').then((module) => module.pageMessagesEs),
};
