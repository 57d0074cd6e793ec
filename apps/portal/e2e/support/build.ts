import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The build being tested (`PORTAL_DIST`, else apps/portal/dist). */
export const dist = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.PORTAL_DIST ?? 'dist',
);

/**
 * The file of a module's chunk in that build, as the build's manifest names it (files are named
 * by their hash alone), e.g. 'assets/CjTj_P9.js' for 'src/pages/outage/OutagePage.tsx'.
 */
export function builtFile(module: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string } | undefined
  >;
  const file = manifest[module]?.file;
  if (!file) throw new Error(`The build manifest has no chunk for ${module}.`);
  return file;
}
