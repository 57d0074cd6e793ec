import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import {
  choiceGap,
  choiceRowBase,
  indicatorOffset,
  indicatorSize,
} from '../internal/choiceRow.css';

/** The row's class, whose states (`data-selected`…) the box follows. */
const button = choiceRowBase;

/** The visible square; the tick or dash inside it is an SVG drawn in `currentColor`. */
export const box = style(
  inLayer({
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: indicatorSize,
    height: indicatorSize,
    marginBlockStart: indicatorOffset,
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

/** Help text and error, lined up with the label text rather than the box. */
export const help = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingInlineStart: `calc(${indicatorSize} + ${choiceGap})`,
    selectors: { '&:empty': { display: 'none' } },
  }),
);
