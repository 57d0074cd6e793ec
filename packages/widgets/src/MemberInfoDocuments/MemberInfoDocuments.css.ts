import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The documents, one link a line. */
export const list = style(
  inLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const item = style(inLayer({ minWidth: 0, overflowWrap: 'anywhere' }));

/** A failed read: its message with Try again under it. */
export const status = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
  }),
);
