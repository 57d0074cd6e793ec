// esbuild plugin shared by both builds that bundle react-aria (scripts/build-cdn.mjs for the
// `<coop-quick-pay>` script, tsup.config.ts for the npm `mount()`): the widgets live in a shadow
// root, where react-aria's focus containment read a focus event after it was over. Fails the build
// if react-aria's code changes shape.
import { patchReactAria } from './patch-react-aria.mjs';

const getEventTarget = '(0, $23f2114a1b82827e$export$e58f029f0fbfdb29)';

/**
 * A modal dialog keeps focus inside it: when a field in it loses focus (a phone's keyboard closed
 * with its Done key), react-aria looks one frame later and, if focus is then outside the dialog,
 * puts it back on that field. It read the field from the blur event inside that frame; by then the
 * browser has cleared the target of an event that came from a shadow root, so focus went to the
 * dialog's first control (its close button) instead. The field is now read while the event is
 * dispatched.
 *
 * @type {import('esbuild').Plugin}
 */
export const shadowDomFocus = {
  name: 'coop-shadow-dom-focus',
  setup(context) {
    context.onLoad(
      { filter: /[\\/]react-aria[\\/]dist[\\/]private[\\/]focus[\\/]FocusScope\.mjs$/ },
      (args) =>
        patchReactAria(
          args.path,
          [
            [
              'let onBlur = (e)=>{\n',
              `let onBlur = (e)=>{\n            let $coopBlurTarget = ${getEventTarget}(e);\n`,
            ],
            [
              `let target = ${getEventTarget}(e);\n                    if (target && target.isConnected) {`,
              'let target = $coopBlurTarget;\n                    if (target && target.isConnected) {',
            ],
          ],
          { owner: 'shadow-dom-focus.mjs' },
        ),
    );
  },
};
