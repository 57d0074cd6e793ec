import { breakpoints, inLayer, media, vars } from '@coop-portal/ui/theme';
import { createVar, style } from '@vanilla-extract/css';

/** Columns at desktop width: four, or three when the tiles are laid out wide (doc 1 §2.3). */
const columns = createVar();

const tablet = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const grid = style(
  inLayer({
    vars: { [columns]: '4' },
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: { '&[data-wide]': { vars: { [columns]: '3' } } },
    '@media': {
      [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      // Under 600px the tiles stack.
      [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
    },
  }),
);

export const item = style(inLayer({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const tile = style(inLayer({ flex: '1 1 auto' }));

/** A tile whose content is still loading: the tile's frame with a spinner. */
export const pending = style(
  inLayer({
    flex: '1 1 auto',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '12rem',
    border: `1px dashed ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.page,
  }),
);
