// The `<coop-quick-pay>` script runs on Preact (preact/compat) instead of React: ~60 KB gzip less
// for a member to download before the dialog opens (a co-op page stays light), with the
// same components. Both the script-tag build (build-cdn.mjs) and the npm `mount()` (tsup.config.ts).
import { patchReactAria } from './patch-react-aria.mjs';

/** esbuild `alias`: every React import resolves to preact/compat. */
export const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react-dom/client': 'preact/compat/client',
};

/**
 * react-aria wraps keyboard handlers (useKeyboard, and through it overlays' Escape, menus, number
 * fields) in `createEventHandler`, which copies the event with `{ ...e }`. React's synthetic event
 * has `key`, `target` and the modifier keys as own fields; Preact hands over the browser's event,
 * whose fields are getters on its prototype, so the copy came out without `key` and Escape never
 * closed the dialog. The copy here also reads those fields. Fails the build if react-aria's code
 * changes shape.
 *
 * @type {import('esbuild').Plugin}
 */
export const preactEventFields = {
  name: 'coop-preact-event-fields',
  setup(context) {
    context.onLoad({ filter: /[\\/]react-aria[\\/]dist[\\/].*createEventHandler\.mjs$/ }, (args) =>
      patchReactAria(
        args.path,
        [
          [
            'let event = {\n            ...e,',
            'let event = {\n            ...$coopEventFields(e),',
          ],
        ],
        { prefix: `${eventFields}\n`, owner: 'preact.mjs' },
      ),
    );
  },
};

/** The fields react-aria and the ui kit read from a copied keyboard event. */
const eventFields = `
const $coopFieldNames = ['type', 'target', 'currentTarget', 'key', 'code', 'location', 'repeat',
  'isComposing', 'altKey', 'ctrlKey', 'metaKey', 'shiftKey', 'keyCode', 'which', 'defaultPrevented',
  'eventPhase', 'bubbles', 'cancelable', 'timeStamp', 'isTrusted'];
function $coopEventFields(e) {
  const copy = { ...e };
  for (const name of $coopFieldNames) if (!(name in copy) && name in e) copy[name] = e[name];
  if (!('nativeEvent' in copy)) copy.nativeEvent = e;
  return copy;
}`;
