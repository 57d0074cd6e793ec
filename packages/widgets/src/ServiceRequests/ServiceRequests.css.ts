import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The form or the history, each under its own heading. */
export const part = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const partHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** The fields one under another, as wide as a comfortable line. */
export const form = style(
  inLayer({ display: 'grid', gap: vars.space.md, maxWidth: '36rem', minWidth: 0 }),
);

export const field = style(inLayer({ maxWidth: '24rem', minWidth: 0 }));

export const comments = style(inLayer({ minWidth: 0 }));

/** An outcome or a failed read: its message, with Try again under a failed read. */
export const status = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    outline: 'none',
  }),
);
