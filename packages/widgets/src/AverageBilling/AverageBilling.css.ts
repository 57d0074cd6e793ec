import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const intro = style(inLayer({ margin: 0, maxWidth: '48rem', color: vars.color.text.muted }));

export const status = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    outline: 'none',
  }),
);

/** The filter and the search, side by side where there is room. */
export const filters = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md }),
);

export const viewField = style(inLayer({ flex: '0 1 16rem', minWidth: 0 }));

export const search = style(inLayer({ flex: '1 1 16rem', maxWidth: '28rem', minWidth: 0 }));

/** The bulk button with its hint and the number selected. */
export const bulk = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
);

export const hint = style(inLayer({ margin: 0, flexBasis: '100%', color: vars.color.text.muted }));

export const count = style(inLayer({ color: vars.color.text.muted }));

export const notEligible = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
  }),
);

/**
 * A Not Eligible account's reason, written out where the rows stack (under 600px): touch screens
 * do not hover, so the tooltip alone would hide it there.
 */
export const reasonNarrow = style(
  inLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    '@media': { 'screen and (min-width: 600px)': { display: 'none' } },
  }),
);
