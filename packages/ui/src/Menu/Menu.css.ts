import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

export const popover = style(
  inLayer({
    boxSizing: 'border-box',
    minWidth: 'max(var(--trigger-width, 0px), 12rem)',
    maxWidth: 'calc(100vw - 1rem)',
    overflow: 'auto',
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    // Above dialogs, so a menu inside a dialog shows.
    zIndex: `calc(${vars.zIndex.overlay} + 1)`,
    outline: 'none',
  }),
);

export const menu = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xs,
    maxHeight: 'inherit',
    overflow: 'auto',
    outline: 'none',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
  }),
);

export const item = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focused], &[data-open]': { backgroundColor: vars.color.surface.sunken },
      '&[data-pressed]': { backgroundColor: vars.color.border.subtle },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-disabled]': { color: vars.color.action.disabled.text, cursor: 'not-allowed' },
    },
  }),
);

export const label = style(inLayer({ flex: '1 1 auto', minWidth: 0 }));

export const indicator = style(
  inLayer({ width: '1rem', height: '1rem', flexShrink: 0, color: 'currentColor' }),
);

export const section = style(inLayer({ display: 'flex', flexDirection: 'column' }));

export const header = style(
  inLayer({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.muted,
  }),
);

export const separator = style(
  inLayer({
    height: '1px',
    marginBlock: vars.space.xs,
    marginInline: vars.space.sm,
    border: 'none',
    backgroundColor: vars.color.border.subtle,
  }),
);
