// Reading a Vite build manifest (`build.manifest: true`): what a chunk brings with it.

/** @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} Manifest */

/**
 * The files a chunk downloads: its own file, the chunks it imports statically, and their CSS.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [into]
 * @returns {Set<string>}
 */
export function staticFiles(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, into);
  return into;
}
