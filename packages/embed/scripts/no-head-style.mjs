// An esbuild plugin shared by both builds that bundle react-aria (scripts/build-cdn.mjs for the
// `<coop-quick-pay>` script, tsup.config.ts for the npm `mount()`).
import { readFile } from 'node:fs/promises';

/**
 * react-aria's press handling prepends a `<style id="react-aria-pressable-style">` to the host
 * page's head the first time a button renders (a `touch-action` rule): a strict CSP blocks it and
 * reports a violation, and it is a change to the host page. The same rule is in the widget's
 * adopted stylesheet (hostStyles.ts, `triggerCss`), so the injection is left out. Fails the build if
 * react-aria's code changes shape.
 *
 * @type {import('esbuild').Plugin}
 */
export const noHeadStyle = {
  name: 'coop-no-head-style',
  setup(context) {
    context.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/].*usePress\.mjs$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const injection = 'ownerDocument.head.prepend(style);';
      if (code.split(injection).length !== 2) {
        throw new Error(
          `${args.path}: react-aria's <style> injection changed; update scripts/no-head-style.mjs`,
        );
      }
      return { contents: code.replace(injection, ''), loader: 'js' };
    });
  },
};
