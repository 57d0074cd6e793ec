import { navigation } from '@coop-portal/validation';

/**
 * The id of the menu link of the page being shown, if any: a portal link with the same path (the
 * pages/ alias aside) whose query values are all in the address; of several (Account Overview and
 * My Meter share /accountoverview), the one that matches the most query values.
 */
export function currentLinkId(
  entries: readonly navigation.MenuEntry[],
  { pathname, search }: { pathname: string; search: string },
): string | undefined {
  const path = navigation.withoutPagesAlias(pathname);
  const params = new URLSearchParams(search);
  let best: { id: string; score: number } | undefined;
  const visit = (list: readonly navigation.MenuEntry[]) => {
    for (const entry of list) {
      if (entry.kind === 'group') {
        visit(entry.items);
        continue;
      }
      if (navigation.isExternalLink(entry.href)) continue;
      const url = new URL(entry.href, 'http://portal.invalid');
      if (navigation.withoutPagesAlias(url.pathname) !== path) continue;
      const wanted = [...url.searchParams];
      if (!wanted.every(([key, value]) => params.get(key) === value)) continue;
      if (!best || wanted.length > best.score) best = { id: entry.id, score: wanted.length };
    }
  };
  visit(entries);
  return best?.id;
}
