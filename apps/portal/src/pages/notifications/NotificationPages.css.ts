import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The two parts side by side where there is room, one above the other when narrow. */
export const parts = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    gap: vars.space.lg,
    maxWidth: '48rem',
  }),
);

export const part = style(
  inLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  }),
);

export const partHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
  }),
);

export const text = style(inLayer({ margin: 0 }));
