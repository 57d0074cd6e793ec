import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

const buttonSize = '2.25rem';

export const root = style(inLayer({}));

/** The text box and the button that opens the list, side by side. */
export const control = style(inLayer({ position: 'relative', display: 'flex', minWidth: 0 }));

/** Added to Field's `input` style: room for the button at the end. */
export const input = style(
  inLayer({ paddingInlineEnd: `calc(${buttonSize} + ${vars.space.xs} * 2)` }),
);

export const button = style(
  inLayer({
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineEnd: vars.space.xs,
    transform: 'translateY(-50%)',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: buttonSize,
    height: buttonSize,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.default,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.action.disabled.text,
        backgroundColor: 'transparent',
      },
    },
  }),
);

export const chevron = style(
  inLayer({
    width: vars.size.target,
    height: vars.size.target,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationFast,
    selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
  }),
);
