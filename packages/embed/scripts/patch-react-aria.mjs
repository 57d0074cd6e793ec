// Build-time edits of react-aria's code, for the esbuild plugins in no-head-style.mjs and
// preact.mjs. Each edit must match exactly once, so the build fails when react-aria changes shape
// instead of shipping an unpatched copy.
import { readFile } from 'node:fs/promises';

/**
 * Replaces each `find` (exactly once) in a react-aria module, or fails the build.
 *
 * @param {string} path
 * @param {[find: string, replace: string][]} replacements
 * @param {{ prefix?: string, owner: string }} options `prefix`: code put before the module's own;
 *   `owner`: the plugin file to update when react-aria changed
 * @returns {Promise<import('esbuild').OnLoadResult>}
 */
export async function patchReactAria(path, replacements, { prefix = '', owner }) {
  let code = await readFile(path, 'utf8');
  for (const [find, replace] of replacements) {
    if (code.split(find).length !== 2) {
      throw new Error(`${path}: react-aria changed (${find}); update scripts/${owner}`);
    }
    code = code.replace(find, replace);
  }
  return { contents: `${prefix}${code}`, loader: 'js' };
}
