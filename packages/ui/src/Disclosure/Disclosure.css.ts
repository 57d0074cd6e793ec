import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const group = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    fontFamily: vars.font.family.body,
  }),
);

export const disclosure = style(
  inLayer({
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.page,
    selectors: {
      [`${group} &`]: { border: 0, borderRadius: 0 },
      [`${group} & + &`]: { borderBlockStart: `1px solid ${vars.color.border.subtle}` },
    },
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const trigger = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.control,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.default,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.action.disabled.text },
    },
    '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
  }),
);

/** The kit's 16-unit chevron, drawn 11px tall in a 1.25rem slot (the margin fills the slot). */
export const chevron = style(
  inLayer({
    flexShrink: 0,
    width: '1.1rem',
    height: '1.1rem',
    margin: '0.075rem',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationNormal,
    transitionTimingFunction: vars.motion.easing,
    selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' } },
  }),
);

export const title = style(inLayer({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }));

export const panel = style(inLayer({ minWidth: 0 }));

export const panelContent = style(
  inLayer({
    paddingBlock: `${vars.space.xs} ${vars.space.md}`,
    paddingInline: `calc(${vars.space.md} + 1.25rem + ${vars.space.sm})`,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
  }),
);
