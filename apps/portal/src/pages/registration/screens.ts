import { page, type Screens } from '../../routing/page';

/** The screens of this feature by route path; a path without one shows "not available yet". */
export const screens = {
  register: { lazy: page(() => import('./RegisterPage'), 'RegisterPage') },
} satisfies Screens;
