import type { Rollup } from 'vite';

/**
 * The portal's code starts in a chunk of the build's own grouping (vite.config.ts's 'initial'
 * group), which the entry of index.html only imports and starts: `import{t as e}from
 * "./<chunk>.js";e();`. Run through that entry, the portal's code is one more request at the very
 * start of the page, beside the first script's, the runtime's and the style sheet's — on a phone's
 * network, the request that kept React's download waiting for a free connection. The first script
 * imports the chunk itself and calls its start (`data-coop-portal-start`) instead. Null when the
 * entry is not such a one-line entry (the entry is then imported as it is).
 */
export function portalStart(
  bundle: Rollup.OutputBundle,
  entryFile: string,
): { file: string; name: string } | null {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk' || entry.imports.length !== 1) return null;
  const facade =
    /^import\s*\{\s*([\w$]+) as ([\w$]+)\s*\}\s*from\s*"\.\/([^"]+)";\s*\2\(\);?\s*$/.exec(
      entry.code.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''),
    );
  const file = facade && `${entryFile.slice(0, entryFile.lastIndexOf('/') + 1)}${facade[3]}`;
  if (!facade?.[1] || !file || file !== entry.imports[0]) return null;
  return { file, name: facade[1] };
}
