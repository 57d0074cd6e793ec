import { page, type Screens } from '../../routing/page';

/** The screens of this feature by route path; a path without one shows "not available yet". */
export const screens: Screens = {
  register: { lazy: page(() => import('./RegisterPage'), 'RegisterPage') },
};
