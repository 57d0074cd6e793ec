import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** A square 44px icon button that takes the colour of the surface it sits on. */
export const closeButton = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.control,
    height: vars.size.control,
    padding: 0,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)' },
      '&[data-pressed]': { backgroundColor: 'color-mix(in srgb, currentColor 20%, transparent)' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const icon = style(inLayer({ width: '1.25rem', height: '1.25rem', flexShrink: 0 }));
