import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';
import { overviewLinkLoader } from './loaders';

const overview = page(pageModules.accountoverview, 'AccountOverviewPage');

/**
 * The account overview's screens by route path (doc 2 §2.1; doc 3 §2.1 guards both): the overview,
 * and the same overview with the special view in the path (accountoverview/{link}).
 */
export const screens = {
  accountoverview: { lazy: overview, loader: overviewLinkLoader },
  'accountoverview/:link': { lazy: overview, loader: overviewLinkLoader },
} satisfies Screens;
