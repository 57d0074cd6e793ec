import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

// The table of form fields, stacked under 600px: shared with the round-up table.
export * from '../shared/fieldTable.css';

/** The widget: its parts one under the other. */
export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

/** Amounts line up at the end of their column above 600px. */
export const amountColumn = style(
  inLayer({ textAlign: 'end', '@media': { [media.mobile]: { textAlign: 'start' } } }),
);

export const amountCellValue = style(
  inLayer({
    textAlign: 'end',
    whiteSpace: 'nowrap',
    '@media': { [media.mobile]: { textAlign: 'start', whiteSpace: 'normal' } },
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const intro = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const status = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
  }),
);

export const form = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }),
);

export const summary = style(inLayer({ maxWidth: '32rem' }));

/** The payment date: as wide as a date needs, its help text wrapping under it. */
export const paymentDate = style(inLayer({ maxWidth: '24rem' }));

export const pay = style(inLayer({ alignSelf: 'flex-start' }));

/** The form posted to the payment provider: never seen. */
export const hostedForm = style(inLayer({ display: 'none' }));
