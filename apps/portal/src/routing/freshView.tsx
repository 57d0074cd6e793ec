import type { ComponentType } from 'react';
import { useLocation } from 'react-router';

/**
 * A page that is shown anew on every navigation, the same URL included (doc 1 §2.1 "every
 * navigation reloads the view (no view reuse)"; doc 3 §2.1): it is keyed by the location's key,
 * which the router renews on each navigation, so its state is dropped and its effects run again.
 */
export function freshOnEveryNavigation(Page: ComponentType): ComponentType {
  function FreshPage() {
    const { key } = useLocation();
    return <Page key={key} />;
  }
  FreshPage.displayName = `Fresh(${Page.displayName ?? Page.name})`;
  return FreshPage;
}
