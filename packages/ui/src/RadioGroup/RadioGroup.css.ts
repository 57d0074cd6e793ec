import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { media } from '../theme/tokens';
import { vars } from '../theme/contract.css';

const circleSize = '1.25rem';
const gap = vars.space.sm;

/** The options: a column, or a wrapping row that falls back to a column on a phone. */
export const options = recipe({
  base: inLayer({ display: 'flex', minWidth: 0 }),
  variants: {
    orientation: {
      vertical: inLayer({ flexDirection: 'column' }),
      horizontal: inLayer({
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.lg,
        '@media': { [media.mobile]: { flexDirection: 'column' } },
      }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** One option: the clickable row and its own help text. */
export const radioField = style(inLayer({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

/** The clickable row (a `<label>` around the hidden input): circle plus label, 44px high. */
export const radioButton = style(
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

export const circle = style(
  inLayer({
    boxSizing: 'border-box',
    flexShrink: 0,
    width: circleSize,
    height: circleSize,
    marginBlockStart: `calc((${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${circleSize}) / 2)`,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: '50%',
    backgroundColor: vars.color.surface.page,
    transitionProperty: 'border-color, border-width',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${radioButton}[data-hovered] &`]: { borderColor: vars.color.text.default },
      [`${radioButton}[data-selected] &`]: {
        borderWidth: '6px',
        borderColor: vars.color.action.primary.background,
      },
      [`${radioButton}[data-selected][data-hovered] &`]: {
        borderColor: vars.color.action.primary.backgroundHover,
      },
      [`${radioButton}[data-pressed] &`]: {
        borderColor: vars.color.action.primary.backgroundPressed,
      },
      [`${radioButton}[data-focus-visible] &`]: focusRing,
      [`${radioButton}[data-invalid] &`]: { borderColor: vars.color.status.danger.text },
      [`${radioButton}[data-disabled] &`]: {
        backgroundColor: vars.color.action.disabled.background,
        borderColor: vars.color.border.subtle,
      },
      [`${radioButton}[data-disabled][data-selected] &`]: {
        borderColor: vars.color.action.disabled.text,
      },
    },
  }),
);

export const labelText = style(inLayer({ minWidth: 0, overflowWrap: 'anywhere' }));

/** An option's help text, lined up with its label rather than the circle. */
export const help = style(
  inLayer({
    paddingInlineStart: `calc(${circleSize} + ${gap})`,
    marginBlockStart: `calc(-1 * ${vars.space.xs})`,
    paddingBlockEnd: vars.space.xs,
  }),
);
