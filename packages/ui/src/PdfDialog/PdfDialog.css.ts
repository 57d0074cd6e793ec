import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** The document fills the dialog's body. */
export const viewer = style(
  inLayer({
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    minHeight: '60vh',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.sunken,
  }),
);

export const loading = style(
  inLayer({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '12rem' }),
);

/** A link that looks like a secondary button, 44px high. */
export const download = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    maxWidth: '100%',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    border: `2px solid ${vars.color.action.secondary.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.action.secondary.background,
    color: vars.color.action.secondary.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { backgroundColor: vars.color.action.secondary.backgroundHover },
      '&:active': { backgroundColor: vars.color.action.secondary.backgroundPressed },
      '&:focus-visible': focusRing,
    },
  }),
);

export const downloadIcon = style(inLayer({ width: '1.25rem', height: '1.25rem', flexShrink: 0 }));
