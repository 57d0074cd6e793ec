import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

const boxSize = '1.25rem';
const gap = vars.space.sm;

/** The column the checkbox row, its help text and its error stack in. */
export const field = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);

/** The clickable row (a `<label>` around the hidden input): box plus label, 44px high. */
export const button = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'flex-start',
    alignSelf: 'flex-start',
    gap,
    minHeight: vars.size.control,
    minWidth: vars.size.target,
    paddingBlock: `calc((${vars.size.control} - ${vars.font.size.md} * ${vars.font.lineHeight.normal}) / 2)`,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.action.disabled.text },
      '&[data-readonly]': { cursor: 'default' },
    },
  }),
);

/** The visible square; the tick or dash inside it is an SVG drawn in `currentColor`. */
export const box = style(
  inLayer({
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: boxSize,
    height: boxSize,
    // Centres the box on the first line of the label.
    marginBlockStart: `calc((${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${boxSize}) / 2)`,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.page,
    color: vars.color.action.primary.text,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: vars.color.text.default },
      [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
        backgroundColor: vars.color.action.primary.background,
        borderColor: vars.color.action.primary.background,
      },
      [`${button}[data-selected][data-hovered] &, ${button}[data-indeterminate][data-hovered] &`]: {
        backgroundColor: vars.color.action.primary.backgroundHover,
        borderColor: vars.color.action.primary.backgroundHover,
      },
      [`${button}[data-pressed] &`]: {
        borderColor: vars.color.action.primary.backgroundPressed,
      },
      [`${button}[data-selected][data-pressed] &, ${button}[data-indeterminate][data-pressed] &`]: {
        backgroundColor: vars.color.action.primary.backgroundPressed,
        borderColor: vars.color.action.primary.backgroundPressed,
      },
      [`${button}[data-focus-visible] &`]: focusRing,
      [`${button}[data-invalid] &`]: { borderColor: vars.color.status.danger.text },
      [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
        backgroundColor: vars.color.status.danger.text,
        borderColor: vars.color.status.danger.text,
        color: vars.color.surface.page,
      },
      [`${button}[data-disabled] &`]: {
        backgroundColor: vars.color.action.disabled.background,
        borderColor: vars.color.border.subtle,
        color: vars.color.action.disabled.text,
      },
    },
  }),
);

export const icon = style(inLayer({ width: '0.875rem', height: '0.875rem', display: 'block' }));

export const labelText = style(inLayer({ minWidth: 0, overflowWrap: 'anywhere' }));

/** Help text and error, lined up with the label text rather than the box. */
export const help = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingInlineStart: `calc(${boxSize} + ${gap})`,
    selectors: { '&:empty': { display: 'none' } },
  }),
);
