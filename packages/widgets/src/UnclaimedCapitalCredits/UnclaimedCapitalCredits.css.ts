import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The site's descriptive text above the search. */
export const intro = style(inLayer({ margin: 0, maxWidth: '48rem' }));

/** A step (the search, the results, the claim form): its parts one under another. */
export const step = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const subheading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    outline: 'none',
  }),
);

export const note = style(inLayer({ margin: 0, maxWidth: '48rem' }));

/** Fields side by side where there is room, one under another on a narrow screen. */
export const fields = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
  }),
);

/** A field as wide as the form (comments). */
export const wide = style(inLayer({ gridColumn: '1 / -1' }));

export const form = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

/** A box that takes focus (the results, an outcome). */
export const focusTarget = style(inLayer({ outline: 'none', minWidth: 0 }));
