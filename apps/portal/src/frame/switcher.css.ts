import { focusRing, inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const strip = style(
  inLayer({
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.page,
  }),
);

export const list = style(
  inLayer({
    display: 'flex',
    gap: vars.space.sm,
    maxWidth: '72rem',
    marginInline: 'auto',
    marginBlock: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    listStyle: 'none',
    // Under 600px the accounts scroll sideways rather than stack.
    '@media': { [media.mobile]: { paddingInline: vars.space.md, overflowX: 'auto' } },
  }),
);

/** Side by side, sharing the width (five fit from 600px); a fixed width when scrolling. */
export const item = style(
  inLayer({
    flex: '1 1 0',
    minWidth: 0,
    maxWidth: '16rem',
    '@media': { [media.mobile]: { flex: '0 0 auto', width: '12rem' } },
  }),
);

export const account = style(
  inLayer({
    boxSizing: 'border-box',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: vars.size.control,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing,
      '&[aria-current="true"]': {
        borderColor: vars.color.action.primary.background,
        boxShadow: `inset 0 0 0 1px ${vars.color.action.primary.background}`,
        backgroundColor: vars.color.surface.raised,
      },
    },
  }),
);

export const number = style(
  inLayer({
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const details = style(
  inLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
