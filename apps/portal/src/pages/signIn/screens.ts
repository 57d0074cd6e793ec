import { page, type Screens } from '../../routing/page';
import { aclaraJumpLoader, externalRedirectLoader, loginLoader } from './loaders';

/** The screens of this feature by route path (routes.tsx checks that every route has one). */
export const screens = {
  login: { lazy: page(() => import('./LoginPage'), 'LoginPage'), loader: loginLoader },
  'external-redirect': {
    lazy: page(() => import('./ExternalRedirectPage'), 'ExternalRedirectPage'),
    loader: externalRedirectLoader,
  },
  aclarajump: {
    lazy: page(() => import('./AclaraJumpPage'), 'AclaraJumpPage'),
    loader: aclaraJumpLoader,
  },
} satisfies Screens;
