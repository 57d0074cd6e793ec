import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/** The Delinquent History page by route path (doc 3 §2.1, §2.6), guarded by the route table. */
export const screens = {
  'delinquent-history': {
    lazy: page(pageModules['delinquent-history'], 'DelinquentHistoryPage'),
  },
} satisfies Screens;
