import { page, type Screens } from '../../routing/page';

/** The screens of this feature by route path (routes.tsx checks that every route has one). */
export const screens = {
  register: { lazy: page(() => import('./RegisterPage'), 'RegisterPage') },
} satisfies Screens;
