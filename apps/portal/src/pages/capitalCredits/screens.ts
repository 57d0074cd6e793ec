import { page, type Screens } from '../../routing/page';

/** The public capital credit pages by route path (doc 3 §2.1, §2.9, §2.10). */
export const screens = {
  'cc-letterreturn': {
    lazy: page(() => import('./CapitalCreditLetterReturnPage'), 'CapitalCreditLetterReturnPage'),
  },
  'unclaimed-capital-credit': {
    lazy: page(() => import('./UnclaimedCapitalCreditsPage'), 'UnclaimedCapitalCreditsPage'),
  },
} satisfies Screens;
