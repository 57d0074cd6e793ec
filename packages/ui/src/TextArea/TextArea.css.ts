import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/**
 * A TextArea builds on the shared field styles (label, bordered box with its hover, focus, invalid,
 * disabled and read-only states, help text, error); these rules add only what a multi-line field
 * needs.
 */
export { field as root, input } from '../Field/Field.css';

/** The box: as many rows as asked, resized by the member in height only (never wider than its column). */
export const textArea = style(
  inLayer({
    display: 'block',
    resize: 'vertical',
    overflowWrap: 'break-word',
    selectors: { '&[data-disabled]': { resize: 'none' } },
  }),
);

/** Help text and the counter on one line under the box: the text wraps, the counter keeps to the end. */
export const footer = style(
  inLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
  }),
);

/**
 * The counter. Near and at the limit it turns bold in the body colour: the numbers say it, the
 * weight only draws the eye (never colour alone).
 */
export const counter = style(
  inLayer({
    flexShrink: 0,
    marginInlineStart: 'auto',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.muted,
    selectors: {
      '&[data-limit="near"], &[data-limit="reached"]': {
        fontWeight: vars.font.weight.bold,
        color: vars.color.text.default,
      },
    },
  }),
);
