import type { MessageCatalogue } from '../shared/catalogue';
import { isFeatureOn, isNotificationsAvailable, type FeatureFlag } from './menu';
import { navigationMessages, type NavigationMessages } from './messages';

/**
 * The Account Management page's wording (doc 1 §2.2 and doc 3 §2.1 name its route, not its
 * content): where a person manages their online access. Kept apart from the frame's
 * `navigationMessages`, which every page loads.
 */
export const accountManagementMessages = {
  title: 'Account Management',
  guestIntro:
    'Sign in, set up your online access or get back into your account. You can also pay a bill without signing in.',
  memberIntro: 'Manage your sign-in, contact details, payment methods and notifications.',
  tilesLabel: 'Account management',
  signInTitle: 'Sign In',
  signInText: 'See your accounts, bills and usage, and pay online.',
  registerTitle: 'Register',
  registerText: 'New to the member portal? Set up your online access with your account number.',
  forgotUsernameTitle: 'Forgot Username',
  forgotUsernameText: 'We will send your username to the e-mail address on file.',
  forgotPasswordTitle: 'Forgot Password',
  forgotPasswordText: 'We will e-mail you a link to reset your password.',
  quickPayText: 'Pay a bill without signing in.',
  myProfileTitle: 'My Profile',
  myProfileText: 'Your e-mail, password, security questions and paperless billing.',
  paymentProfileText: 'Your stored cards and bank accounts.',
  notificationsText: 'Choose the alerts you get and where we send them.',
  accountsTitle: 'Accounts',
  accountsText: 'See every account on your membership.',
};

export type AccountManagementMessages = MessageCatalogue<typeof accountManagementMessages>;

/** A tile of the Account Management page. */
export interface AccountManagementTile {
  id:
    | 'sign-in'
    | 'register'
    | 'forgot-username'
    | 'forgot-password'
    | 'quick-pay'
    | 'my-profile'
    | 'account-profile'
    | 'payment-profile'
    | 'notifications'
    | 'accounts';
  title: string;
  text: string;
  href: string;
}

export interface AccountManagementTilesInput {
  isLoggedIn: boolean;
  settings: { features?: readonly FeatureFlag[] | null };
  configuration: Parameters<typeof isNotificationsAvailable>[1];
  messages?: NavigationMessages;
  wording?: AccountManagementMessages;
}

/**
 * The Account Management page's tiles (its route is in doc 1 §2.2 and doc 3 §2.1, its content is
 * not given): a guest gets sign in, registration, the two recovery pages and, when the QuickPay
 * feature is on, Quick Pay; a signed-in member gets My Profile, Account Profile, Payment Profile,
 * the notifications when they are available (as in the menu) and the accounts list.
 */
export function accountManagementTiles({
  isLoggedIn,
  settings,
  configuration,
  messages = navigationMessages,
  wording = accountManagementMessages,
}: AccountManagementTilesInput): AccountManagementTile[] {
  const a = wording;
  if (isLoggedIn) {
    return [
      { id: 'my-profile', title: a.myProfileTitle, text: a.myProfileText, href: '/my-profile' },
      {
        id: 'account-profile',
        title: messages.tiles.accountProfileTitle,
        text: messages.tiles.accountProfileText,
        href: '/account-profile',
      },
      {
        id: 'payment-profile',
        title: messages.menu.paymentProfile,
        text: a.paymentProfileText,
        href: '/billpayments/payment-profile',
      },
      ...(isNotificationsAvailable(settings.features, configuration)
        ? [
            {
              id: 'notifications' as const,
              title: messages.menu.manageNotifications,
              text: a.notificationsText,
              href: '/manage-notifications',
            },
          ]
        : []),
      { id: 'accounts', title: a.accountsTitle, text: a.accountsText, href: '/account-list' },
    ];
  }
  return [
    { id: 'sign-in', title: a.signInTitle, text: a.signInText, href: '/login' },
    { id: 'register', title: a.registerTitle, text: a.registerText, href: '/register' },
    {
      id: 'forgot-username',
      title: a.forgotUsernameTitle,
      text: a.forgotUsernameText,
      href: '/forgot-username',
    },
    {
      id: 'forgot-password',
      title: a.forgotPasswordTitle,
      text: a.forgotPasswordText,
      href: '/forgot-password',
    },
    ...(isFeatureOn(settings.features, 'QuickPay')
      ? [
          {
            id: 'quick-pay' as const,
            title: messages.tiles.quickPayTitle,
            text: a.quickPayText,
            href: '/quick-pay',
          },
        ]
      : []),
  ];
}
