import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The screens of password recovery by route path (doc 2 §2.5, doc 3 §2.1, §2.12); all three are
 * open to guests. /pages/forgot-password is the same screen (routes.tsx adds the alias).
 */
export const screens = {
  'forgot-password': { lazy: page(pageModules['forgot-password'], 'ForgotPasswordPage') },
  'forgot-username': { lazy: page(pageModules['forgot-username'], 'ForgotUsernamePage') },
  'reset-password': { lazy: page(pageModules['reset-password'], 'ResetPasswordPage') },
} satisfies Screens;
