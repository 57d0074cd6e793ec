import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The More menu's Operation RoundUp page by route path (doc 1 §2.2, doc 3 §2.3), guarded by the
 * route table (signed-in members only).
 */
export const screens = {
  'operation-roundup': {
    lazy: page(pageModules['operation-roundup'], 'OperationRoundUpPage'),
  },
} satisfies Screens;
