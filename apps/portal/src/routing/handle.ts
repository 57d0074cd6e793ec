import { useRouteHandles } from './router';

/** What a route tells the frame: its title (doc 1 §2.1: the page title is built from them). */
export interface RouteHandle {
  title?: string;
}

/** The titles of the open routes, the deepest (the page's own) first. */
export function useRouteTitles(): string[] {
  return useRouteHandles()
    .map((handle) => handle?.title)
    .filter((title): title is string => Boolean(title))
    .reverse();
}
