// esbuild plugins shared by both builds that bundle react-aria (scripts/build-cdn.mjs for the
// `<coop-quick-pay>` script, tsup.config.ts for the npm `mount()`): react-aria adds `<style>`
// elements to the host page's head, which a strict Content-Security-Policy blocks (and reports).
// Each plugin fails the build if react-aria's code changes shape.
import { patchReactAria } from './patch-react-aria.mjs';

const owner = 'no-head-style.mjs';

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
      patchReactAria(args.path, [['ownerDocument.head.prepend(style);', '']], { owner }),
    );
    // On iOS, while a modal is open, react-aria's scroll lock adds `* { overscroll-behavior:
    // contain }` to the page as a `<style>`. The same rule goes in a constructed stylesheet adopted
    // by the document instead (no `<style>` element: nothing for the policy to block), and is taken
    // away when the modal closes.
    context.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/].*usePreventScroll\.mjs$/ }, (args) =>
      patchReactAria(
        args.path,
        [
          [
            'document.head.prepend(style);',
            'let $coopRemoveSheet = $coopAdoptSheet(style.textContent);',
          ],
          ['style.remove();', '$coopRemoveSheet();'],
        ],
        { prefix: `${adoptSheet}\n`, owner },
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
