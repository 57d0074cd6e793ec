import { page, type Screens } from '../../routing/page';

/** The Member Information Documents page by route path (doc 3 §2.1, §2.7), guarded. */
export const screens = {
  'member-info-docs': {
    lazy: page(() => import('./MemberInfoDocsPage'), 'MemberInfoDocsPage'),
  },
} satisfies Screens;
