import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Draft Payments page (EZ Pay where whecEnabled is on) by route path (doc 1 §2.2, §2.3; doc 3
 * §2.2), guarded by the route table (signed-in members only).
 */
export const screens = {
  'draft-payments': {
    lazy: page(pageModules['draft-payments'], 'DraftPaymentsPage'),
  },
} satisfies Screens;
