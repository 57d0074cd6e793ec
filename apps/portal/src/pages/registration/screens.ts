import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/** The screens of this feature by route path (routes.tsx checks that every route has one). */
export const screens = {
  register: { lazy: page(pageModules.register, 'RegisterPage') },
} satisfies Screens;
