import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { componentsLayer } from '../theme/layers.css';
import { vars } from '../theme/contract.css';

export const tooltip = style(
  inLayer({
    boxSizing: 'border-box',
    maxWidth: 'min(18rem, calc(100vw - 1rem))',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text.default,
    color: vars.color.text.inverse,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    // Above dialogs, so a tooltip inside a dialog shows.
    zIndex: `calc(${vars.zIndex.overlay} + 1)`,
    outline: 'none',
  }),
);

export const arrow = style(
  inLayer({
    display: 'block',
    fill: vars.color.text.default,
    selectors: {
      '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
      '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
      '[data-placement="right"] &': { transform: 'rotate(90deg)' },
    },
  }),
);

/** The focusable stand-in around a disabled control, so it still shows its tooltip. */
export const disabledTrigger = style(
  inLayer({
    display: 'inline-flex',
    maxWidth: '100%',
    borderRadius: vars.radius.md,
    cursor: 'not-allowed',
    outline: 'none',
    selectors: { '&:focus-visible': focusRing },
  }),
);

// The disabled control itself takes no pointer events, so hovering reaches the stand-in.
globalStyle(`${disabledTrigger} > *`, {
  '@layer': { [componentsLayer]: { pointerEvents: 'none' } },
});
