import { page, type Screens } from '../../routing/page';

/** The Delinquent History page by route path (doc 3 §2.1, §2.6), guarded by the route table. */
export const screens = {
  'delinquent-history': {
    lazy: page(() => import('./DelinquentHistoryPage'), 'DelinquentHistoryPage'),
  },
} satisfies Screens;
