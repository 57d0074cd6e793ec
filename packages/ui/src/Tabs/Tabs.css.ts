import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const tabs = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
);

/** The row of tabs: scrolls sideways instead of wrapping when it does not fit (small screens). */
export const tabList = style(
  inLayer({
    position: 'relative',
    display: 'flex',
    gap: vars.space.xxs,
    minWidth: 0,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
    scrollPaddingInline: vars.space.lg,
    overscrollBehaviorX: 'contain',
    // Room for the focus ring inside the scroll box.
    padding: vars.space.xs,
    paddingBlockEnd: 0,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        flexShrink: 0,
        overflowX: 'visible',
        paddingBlockEnd: vars.space.xs,
        borderBlockEnd: 0,
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

export const tab = style(
  inLayer({
    position: 'relative',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minHeight: vars.size.control,
    minWidth: vars.size.control,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    color: vars.color.text.muted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      // The selected marker: a bar under the tab (not colour alone: the label also turns bold).
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space.xs,
        insetBlockEnd: 0,
        height: '3px',
        borderRadius: '3px 3px 0 0',
        backgroundColor: 'transparent',
      },
      '&[data-hovered]': {
        backgroundColor: vars.color.action.quiet.backgroundHover,
        color: vars.color.text.default,
      },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-selected]': { color: vars.color.text.default, fontWeight: vars.font.weight.bold },
      '&[data-selected]::after': { backgroundColor: vars.color.action.primary.background },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.action.disabled.text,
        backgroundColor: 'transparent',
      },
      '[data-orientation="vertical"] > &': {
        justifyContent: 'flex-start',
        borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
      },
      '[data-orientation="vertical"] > &::after': {
        insetInline: 'auto 0',
        insetBlock: vars.space.xs,
        width: '3px',
        height: 'auto',
      },
    },
    '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
  }),
);

export const tabPanel = style(
  inLayer({
    minWidth: 0,
    flex: '1 1 auto',
    paddingBlock: vars.space.md,
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '[data-orientation="vertical"] > &': { paddingBlock: 0, paddingInline: vars.space.md },
    },
  }),
);
