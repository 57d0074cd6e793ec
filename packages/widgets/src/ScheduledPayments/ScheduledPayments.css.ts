import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    minWidth: 0,
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** The co-op's help texts: the list's introduction and the accounts dialog's. */
export const intro = style(inLayer({ margin: 0, maxWidth: '48rem' }));

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** The alert after a delete; it takes focus, so its outline shows where focus went. */
export const outcome = style(inLayer({ outlineOffset: '2px', minWidth: 0 }));

/** A created date: a button that reads as the date it shows. */
export const dateButton = style(
  inLayer({
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'underline',
  }),
);

export const dialogBody = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));
