import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Account Management page by route path (doc 1 §2.2, doc 3 §2.1: public, also under pages/).
 */
export const screens = {
  'account-management': {
    lazy: page(pageModules['account-management'], 'AccountManagementPage'),
  },
} satisfies Screens;
