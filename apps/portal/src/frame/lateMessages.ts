import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * Wording of the parts of the page frame (doc 1 §2.1) that load after the first view: the footer,
 * the web chat and the offline note (the rest is in messages.ts). Texts the spec gives are verbatim
 * ('About Us', 'Connect with Us', 'Terms Of Use', 'Virtual Agent' and the social networks' names);
 * the rest is the portal's own wording, which a co-op may replace.
 */
export const lateFrameMessages = {
  /** The note shown while the browser is offline, with the time of the oldest data shown. */
  offline: (time?: string) =>
    time ? `You are offline. What you see is from ${time}.` : 'You are offline.',
  footer: {
    aboutUs: 'About Us',
    followUs: 'Follow Us',
    social: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      youtube: 'YouTube',
      instagram: 'Instagram',
      pinterest: 'Pinterest',
      yelp: 'Yelp',
      linkedIn: 'LinkedIn',
    },
    termsOfUse: 'Terms Of Use',
    copyright: (year: string | number, caption: string | null | undefined) =>
      `© ${year}${caption ? ` ${caption}` : ''}`,
    version: (version: string) => `Version ${version}`,
  },
  webChat: {
    /** doc 1 §2.1: the virtual agent is named Virtual Agent. */
    title: 'Virtual Agent',
    open: 'Chat with our Virtual Agent',
    launcher: 'Virtual Agent',
    conversation: 'Conversation with the Virtual Agent',
    quickReplies: 'Choose a topic',
    you: 'You',
    /** Shown after a choice: the portal does not connect to a chat service yet. */
    notConnected:
      'The Virtual Agent cannot answer in this version of the member portal. For help, please contact us using the details at the bottom of the page.',
    close: 'Close',
  },
};

export type LateFrameMessages = typeof lateFrameMessages;

/** Their translations, each loaded the first time the portal speaks that language. */
export const lateFrameTranslations: CatalogueTranslations<LateFrameMessages> = {
  name: 'portal.lateFrame',
  'es-US': () => import('./lateMessages.es').then((module) => module.lateFrameMessagesEs),
};
