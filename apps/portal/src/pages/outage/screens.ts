import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';
import { outageStatusLoader } from './loaders';

/** The outage page's screens by route path (doc 2 §2.6); the pages/ alias shares the route's. */
export const screens = {
  'outage-status': {
    lazy: page(pageModules['outage-status'], 'OutagePage'),
    loader: outageStatusLoader,
  },
} satisfies Screens;
