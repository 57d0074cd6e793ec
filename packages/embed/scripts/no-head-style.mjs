// esbuild plugins shared by both builds that bundle react-aria (scripts/build-cdn.mjs for the
// `<coop-quick-pay>` script, tsup.config.ts for the npm `mount()`): react-aria adds `<style>`
// elements to the host page's head, which a strict Content-Security-Policy blocks (and reports).
// Each plugin fails the build if react-aria's code changes shape.
import { readFile } from 'node:fs/promises';

/**
 * Replaces `find` (exactly once) in a react-aria module, or fails the build.
 *
 * @param {string} path
 * @param {[find: string, replace: string][]} replacements
 * @param {string} [prefix] code put before the module's own
 * @returns {Promise<import('esbuild').OnLoadResult>}
 */
async function patch(path, replacements, prefix = '') {
  let code = await readFile(path, 'utf8');
  for (const [find, replace] of replacements) {
    if (code.split(find).length !== 2) {
      throw new Error(`${path}: react-aria changed (${find}); update scripts/no-head-style.mjs`);
    }
    code = code.replace(find, replace);
  }
  return { contents: `${prefix}${code}`, loader: 'js' };
}

/**
 * react-aria's press handling prepends a `<style id="react-aria-pressable-style">` to the host
 * page's head the first time a button renders (a `touch-action` rule): a change to the host page.
 * The same rule is in the widget's adopted stylesheet (hostStyles.ts, `triggerCss`), so the
 * injection is left out.
 *
 * @type {import('esbuild').Plugin}
 */
export const noHeadStyle = {
  name: 'coop-no-head-style',
  setup(context) {
    context.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/].*usePress\.mjs$/ }, (args) =>
      patch(args.path, [['ownerDocument.head.prepend(style);', '']]),
    );
    // On iOS, while a modal is open, react-aria's scroll lock adds `* { overscroll-behavior:
    // contain }` to the page as a `<style>`. The same rule goes in a constructed stylesheet adopted
    // by the document instead (no `<style>` element: nothing for the policy to block), and is taken
    // away when the modal closes.
    context.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/].*usePreventScroll\.mjs$/ }, (args) =>
      patch(
        args.path,
        [
          [
            'document.head.prepend(style);',
            'let $coopRemoveSheet = $coopAdoptSheet(style.textContent);',
          ],
          ['style.remove();', '$coopRemoveSheet();'],
        ],
        `${adoptSheet}\n`,
      ),
    );
  },
};

const adoptSheet = `function $coopAdoptSheet(css) {
  if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return () => {};
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => { document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet); };
}`;
