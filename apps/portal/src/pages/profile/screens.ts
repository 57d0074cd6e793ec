import { page, type Screens } from '../../routing/page';

/** The profile screens by route path (doc 2 §2.2, §2.3). */
export const screens = {
  'account-profile': { lazy: page(() => import('./AccountProfilePage'), 'AccountProfilePage') },
  'my-profile': { lazy: page(() => import('./MyProfilePage'), 'MyProfilePage') },
} satisfies Screens;
