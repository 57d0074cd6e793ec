import { page, type Screens } from '../../routing/page';

/** The account profile's screen by route path (doc 2 §2.2). */
export const screens: Screens = {
  'account-profile': { lazy: page(() => import('./AccountProfilePage'), 'AccountProfilePage') },
};
