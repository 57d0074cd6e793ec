import type { Rollup } from 'vite';

/** react-aria and its family: react-aria-components, react-stately and their scoped parts. */
export const CONTROL_LIBRARIES =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|clsx|use-sync-external-store)[\\/]/;

/**
 * The react-aria modules that the first views' own files hold in a build, each with the first
 * views that hold it (their routes' names, joined by '+'): the files of the chunks of each route's
 * `modules` (as `isModule` finds them) and the files they import, less the files every page loads
 * anyway (the entries' and what they import).
 *
 * Left to itself, the bundler splits the react-aria code a page needs by the set of pages that
 * share each part: the outage page's status came in five such files (35 KB brotli), each a request
 * more on a phone's slow network, where a browser shares the bandwidth between the requests in
 * flight. The portal's build reads these modules from a first pass and puts those of the same
 * first views in one chunk: what the outage page and the sign-in page share, and what each has
 * alone (the outage page's status then comes in three files).
 */
export function firstViewControls(
  output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[],
  routes: Readonly<Record<string, readonly string[]>>,
  isModule: (id: string, module: string) => boolean,
): Map<string, string> {
  const chunks = new Map(
    output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const closure = (fileName: string, into: Set<string>): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const everyPage = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, everyPage);

  const views = new Map<string, string[]>();
  for (const [route, modules] of Object.entries(routes)) {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = [...chunks.values()].find((candidate) =>
        candidate.moduleIds.some((id) => isModule(id, module)),
      );
      if (!chunk) throw new Error(`The build has no chunk for ${module}.`);
      closure(chunk.fileName, files);
    }
    for (const fileName of files) {
      if (everyPage.has(fileName)) continue;
      for (const id of chunks.get(fileName)?.moduleIds ?? []) {
        if (!CONTROL_LIBRARIES.test(id)) continue;
        const holders = views.get(id) ?? [];
        if (!holders.includes(route)) holders.push(route);
        views.set(id, holders);
      }
    }
  }
  return new Map([...views].map(([id, holders]) => [id, holders.sort().join('+')]));
}
