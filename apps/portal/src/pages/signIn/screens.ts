import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';
import { aclaraJumpLoader, externalRedirectLoader, loginLoader } from './loaders';

/** The screens of this feature by route path (routes.tsx checks that every route has one). */
export const screens = {
  login: { lazy: page(pageModules.login, 'LoginPage'), loader: loginLoader },
  'external-redirect': {
    lazy: page(pageModules['external-redirect'], 'ExternalRedirectPage'),
    loader: externalRedirectLoader,
  },
  aclarajump: {
    lazy: page(pageModules.aclarajump, 'AclaraJumpPage'),
    loader: aclaraJumpLoader,
  },
} satisfies Screens;
