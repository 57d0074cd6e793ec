import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/** The profile screens by route path (doc 2 §2.2, §2.3). */
export const screens = {
  'account-profile': { lazy: page(pageModules['account-profile'], 'AccountProfilePage') },
  'my-profile': { lazy: page(pageModules['my-profile'], 'MyProfilePage') },
} satisfies Screens;
