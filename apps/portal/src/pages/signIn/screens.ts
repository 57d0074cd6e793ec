import { page, type Screens } from '../../routing/page';
import { aclaraJumpLoader, externalRedirectLoader, loginLoader } from './loaders';

/** The screens of this feature by route path; a path without one shows "not available yet". */
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
