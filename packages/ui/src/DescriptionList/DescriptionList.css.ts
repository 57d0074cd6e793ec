import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** The list's own box, which its layout follows (not the screen: it sits in dialogs and columns). */
const listBox = createContainer('description-list');

/** Under this width the terms stand above their details instead of beside them. */
const narrow = `${listBox} (width < 25rem)`;

/** The container: as wide as where it is put; `boxed` draws a tinted panel around the list. */
export const root = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    width: '100%',
    containerType: 'inline-size',
    containerName: listBox,
  }),
  variants: {
    variant: {
      plain: {},
      boxed: inLayer({
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border.subtle}`,
        backgroundColor: vars.color.surface.raised,
      }),
    },
  },
  defaultVariants: { variant: 'plain' },
});

/**
 * Two columns, the terms as wide as the widest but at most 40% of the list (a longer term wraps: a
 * long label, as in Spanish, would otherwise squeeze its details into a thin column); one column
 * (term, then details) when narrow.
 */
export const list = recipe({
  base: inLayer({
    display: 'grid',
    gridTemplateColumns: 'fit-content(40%) 1fr',
    rowGap: vars.space.xs,
    margin: 0,
    '@container': { [narrow]: { gridTemplateColumns: '1fr', rowGap: 0 } },
  }),
  variants: {
    variant: {
      plain: inLayer({ columnGap: vars.space.md }),
      boxed: inLayer({ columnGap: vars.space.lg }),
    },
  },
  defaultVariants: { variant: 'plain' },
});

/** A term and its details: a group for the markup, invisible to the grid. */
export const item = style(inLayer({ display: 'contents' }));

export const term = style(
  inLayer({
    fontWeight: vars.font.weight.bold,
    '@container': {
      [narrow]: {
        marginTop: vars.space.sm,
        // The list starts at its top edge: no space above the first term.
        selectors: { [`${item}:first-child > &`]: { marginTop: 0 } },
      },
    },
  }),
);

export const details = style(inLayer({ margin: 0, overflowWrap: 'anywhere' }));
