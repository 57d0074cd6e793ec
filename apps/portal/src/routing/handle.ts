import { useCatalogue } from '@coop-portal/ui';
import { useRouteHandles } from './router';
import { routeTitleMessages, routeTitleTranslations, type TitledPath } from './routeTitles';

/** What a route tells the frame: its title (doc 1 §2.1: the page title is built from them). */
export interface RouteHandle {
  /** The route's title in the route title catalogue (routeTitles.ts), in the portal's language. */
  titleKey?: TitledPath;
  /** A title as written, the same in every language (a route outside the route table). */
  title?: string;
  /** A page for signed-in members (guarded, doc 3 §2.1): it is about one of the member's accounts. */
  memberPage?: boolean;
}

/**
 * The titles of the open routes, the deepest (the page's own) first, in the portal's language
 * (suspends while a translation of the titles loads).
 */
export function useRouteTitles(): string[] {
  const titles = useCatalogue(routeTitleMessages, routeTitleTranslations);
  return useRouteHandles()
    .map((handle) => (handle?.titleKey ? titles[handle.titleKey] : handle?.title))
    .filter((title): title is string => Boolean(title))
    .reverse();
}
