import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The usage tracker's screens by route path (doc 2 §2.7): the tracker in the page frame, and the
 * direct usage tracker a co-op links members straight to (the frame hides its header and account
 * switcher, doc 1 §2.1).
 */
export const screens = {
  'usage-tracker': { lazy: page(pageModules['usage-tracker'], 'UsageTrackerPage') },
  'direct-usage-tracker': { lazy: page(pageModules['usage-tracker'], 'UsageTrackerPage') },
} satisfies Screens;
