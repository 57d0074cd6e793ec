import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { accountList } from '@coop-portal/validation';
import { createVar, style } from '@vanilla-extract/css';

/**
 * The table's scroll height: account lists scroll at 480px (doc 2 §9) where rows sit side by side;
 * under 600px, where each account is a card, the page scrolls instead (a 480px box would show one
 * card and a half). The table's `maxHeight` reads this variable, which the media query switches.
 */
const listHeightVar = createVar('account-list-height');
export const listHeight = listHeightVar;

export const root = style(
  inLayer({
    vars: { [listHeightVar]: `${accountList.accountListLimits.scrollHeight}px` },
    display: 'grid',
    gap: vars.space.lg,
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    '@media': { [media.mobile]: { vars: { [listHeightVar]: 'none' } } },
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

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** The search and the total side by side, wrapping one above the other when narrow. */
export const toolbar = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const search = style(inLayer({ flex: '1 1 18rem', maxWidth: '28rem', minWidth: 0 }));

export const total = style(
  inLayer({ display: 'grid', gap: vars.space.xs, flex: '0 1 24rem', minWidth: 0 }),
);

export const totalNote = style(
  inLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }),
);

/** The total's amount, the figure the eye looks for. */
export const totalAmount = style(
  inLayer({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const table = style(inLayer({ minWidth: 0 }));

/** Values that read wrong when broken: numbers, amounts, dates, one-word types. */
export const nowrap = style(inLayer({ whiteSpace: 'nowrap' }));

/** A prepaid balance: the amount, then the prepaid wording under it. */
export const balance = style(
  inLayer({ display: 'inline-grid', justifyItems: 'end', whiteSpace: 'nowrap' }),
);

export const balanceLabel = style(
  inLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    '@media': { [media.mobile]: { justifySelf: 'start' } },
  }),
);

/** An account's actions, wrapping when the cell is narrow. */
export const actions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
  }),
);

export const payButton = style(inLayer({ flex: 'none' }));
