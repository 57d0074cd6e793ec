import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

// The table of form fields, stacked under 600px: shared with Pay Multiple Accounts.
export * from '../shared/fieldTable.css';

export const caption = style(
  inLayer({
    captionSide: 'top',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    textAlign: 'start',
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    '@media': { [media.mobile]: { display: 'block', paddingInline: 0 } },
  }),
);

/** The address keeps a readable width; a narrow screen scrolls the table sideways instead. */
export const addressCell = style(
  inLayer({ minWidth: '10rem', '@media': { [media.mobile]: { minWidth: 0 } } }),
);

export const dateCell = style(
  inLayer({
    width: '11.5rem',
    minWidth: '11.5rem',
    '@media': { [media.mobile]: { width: 'auto', minWidth: 0 } },
  }),
);

/** No accounts. */
export const empty = style(inLayer({ margin: 0, color: vars.color.text.muted }));
