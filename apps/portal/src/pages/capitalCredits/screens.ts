import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/** The public capital credit pages by route path (doc 3 §2.1, §2.9, §2.10). */
export const screens = {
  'cc-letterreturn': {
    lazy: page(pageModules['cc-letterreturn'], 'CapitalCreditLetterReturnPage'),
  },
  'unclaimed-capital-credit': {
    lazy: page(pageModules['unclaimed-capital-credit'], 'UnclaimedCapitalCreditsPage'),
  },
} satisfies Screens;
