import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/** The Member Information Documents page by route path (doc 3 §2.1, §2.7), guarded. */
export const screens = {
  'member-info-docs': {
    lazy: page(pageModules['member-info-docs'], 'MemberInfoDocsPage'),
  },
} satisfies Screens;
