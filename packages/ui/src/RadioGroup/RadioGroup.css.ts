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

/** The row's class, whose states (`data-selected`…) the circle follows. */
const radioButton = choiceRowBase;

export const circle = style(
  inLayer({
    boxSizing: 'border-box',
    flexShrink: 0,
    width: indicatorSize,
    height: indicatorSize,
    marginBlockStart: indicatorOffset,
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

/** An option's help text, lined up with its label rather than the circle. */
export const help = style(
  inLayer({
    paddingInlineStart: `calc(${indicatorSize} + ${choiceGap})`,
    marginBlockStart: `calc(-1 * ${vars.space.xs})`,
    paddingBlockEnd: vars.space.xs,
  }),
);
