/**
 * Wording of the page frame (doc 1 §2.1): header, menus, account switcher, announcement banner,
 * footer and web chat. Texts the spec gives are verbatim ('Sign In', 'My Profile', 'Sign Out',
 * 'About Us', 'Connect with Us', 'Terms Of Use', 'Virtual Agent' and the social networks' names);
 * the rest is the portal's own wording, which a co-op may replace. Menu labels come from
 * `navigationMessages` of @coop-portal/validation.
 */
export const frameMessages = {
  skipLink: 'Skip to main content',
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
  /** The note shown while the browser is offline, with the time of the oldest data shown. */
  offline: (time?: string) =>
    time ? `You are offline. What you see is from ${time}.` : 'You are offline.',
  announcement: {
    label: 'Announcement',
    close: 'Close announcement',
    toneLabel: 'Important',
  },
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

export type FrameMessages = typeof frameMessages;
