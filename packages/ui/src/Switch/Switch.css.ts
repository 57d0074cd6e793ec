import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { choiceGap, choiceRowBase } from '../internal/choiceRow.css';

const trackWidth = '2.75rem';
const trackHeight = '1.5rem';
const thumbSize = '1rem';
const thumbInset = '0.125rem';

/** The row's class, whose states (`data-selected`…) the track and thumb follow. */
const button = choiceRowBase;

export const track = style(
  inLayer({
    boxSizing: 'border-box',
    position: 'relative',
    flexShrink: 0,
    width: trackWidth,
    height: trackHeight,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface.page,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: vars.color.text.default },
      [`${button}[data-selected] &`]: {
        backgroundColor: vars.color.action.primary.background,
        borderColor: vars.color.action.primary.background,
      },
      [`${button}[data-selected][data-hovered] &`]: {
        backgroundColor: vars.color.action.primary.backgroundHover,
        borderColor: vars.color.action.primary.backgroundHover,
      },
      [`${button}[data-selected][data-pressed] &`]: {
        backgroundColor: vars.color.action.primary.backgroundPressed,
        borderColor: vars.color.action.primary.backgroundPressed,
      },
      [`${button}[data-focus-visible] &`]: focusRing,
      [`${button}[data-disabled] &`]: {
        backgroundColor: vars.color.action.disabled.background,
        borderColor: vars.color.border.subtle,
      },
    },
  }),
);

export const thumb = style(
  inLayer({
    position: 'absolute',
    top: thumbInset,
    insetInlineStart: thumbInset,
    width: thumbSize,
    height: thumbSize,
    borderRadius: '50%',
    backgroundColor: vars.color.border.strong,
    transitionProperty: 'transform, background-color, width',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${button}[data-hovered] &`]: { backgroundColor: vars.color.text.default },
      [`${button}[data-pressed] &`]: { width: `calc(${thumbSize} + 0.25rem)` },
      [`${button}[data-selected] &`]: {
        backgroundColor: vars.color.action.primary.text,
        // Track width, minus its 2px borders, the thumb and both insets.
        transform: `translateX(calc(${trackWidth} - 4px - ${thumbSize} - 2 * ${thumbInset}))`,
      },
      [`${button}[data-selected][data-pressed] &`]: {
        transform: `translateX(calc(${trackWidth} - 4px - ${thumbSize} - 0.25rem - 2 * ${thumbInset}))`,
      },
      [`${button}[data-disabled] &`]: { backgroundColor: vars.color.action.disabled.text },
      [`[dir="rtl"] ${button}[data-selected] &`]: {
        transform: `translateX(calc(-1 * (${trackWidth} - 4px - ${thumbSize} - 2 * ${thumbInset})))`,
      },
    },
  }),
);

/** Help text, lined up with the label text rather than the track. */
export const help = style(inLayer({ paddingInlineStart: `calc(${trackWidth} + ${choiceGap})` }));
