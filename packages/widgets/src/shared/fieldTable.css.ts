import {
  componentsLayer,
  inLayer,
  media,
  vars,
  visuallyHidden as hidden,
} from '@coop-portal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * A plain HTML table of form fields (the round-up table, Pay Multiple Accounts). Above 600px: a table whose column headers name the fields
 * (each field's own label is for screen readers). Under 600px (doc 3 §9) each row stacks as a card:
 * every value and field has its label in front of it, and the header keeps only Select All.
 */

/** A text field's 44px height: value cells line their text up with the fields' boxes. */
const besideControl = `calc((${vars.size.control} - ${vars.font.size.md} * ${vars.font.lineHeight.normal}) / 2)`;

export const root = style(
  inLayer({
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

/** Wide tables scroll sideways inside their frame (never the page). */
export const scroll = style(
  inLayer({
    boxSizing: 'border-box',
    minWidth: 0,
    overflowX: 'auto',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    '@media': {
      [media.mobile]: {
        overflowX: 'visible',
        border: 0,
        borderRadius: 0,
        backgroundColor: 'transparent',
      },
    },
  }),
);

export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);

export const visuallyHidden = style(inLayer(hidden));

/** Shown only where the rows stack (the column header says it above 600px). */
export const stackedOnly = style(inLayer({ '@media': { [media.notMobile]: hidden } }));

export const head = style(
  inLayer({
    '@media': {
      [media.mobile]: { display: 'block', marginBlockEnd: vars.space.sm },
    },
  }),
);

globalStyle(`${head} > tr`, {
  '@layer': { [componentsLayer]: { '@media': { [media.mobile]: { display: 'block' } } } },
});

export const column = style(
  inLayer({
    boxSizing: 'border-box',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderBlockEnd: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    verticalAlign: 'bottom',
    // The column names stay out of the cards: each cell has its own label there.
    '@media': { [media.mobile]: hidden },
  }),
);

/** Select All: above 600px its column; under it, the bar over the cards. */
export const selectColumn = style(
  inLayer({
    width: '1%',
    whiteSpace: 'nowrap',
    '@media': {
      [media.mobile]: {
        selectors: {
          // Outweighs the column's own rule, which hides the other column names.
          [`${column}&`]: {
            position: 'static',
            display: 'block',
            width: 'auto',
            height: 'auto',
            margin: 0,
            padding: 0,
            overflow: 'visible',
            clip: 'auto',
            clipPath: 'none',
            whiteSpace: 'normal',
            border: 0,
            backgroundColor: 'transparent',
            fontSize: vars.font.size.md,
            fontWeight: vars.font.weight.regular,
          },
        },
      },
    },
  }),
);

export const row = style(
  inLayer({
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.action.quiet.backgroundHover },
    },
    '@media': {
      [media.mobile]: {
        display: 'grid',
        gap: vars.space.xs,
        marginBlockEnd: vars.space.sm,
        padding: vars.space.sm,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface.page,
        selectors: { '&[data-selected]': { borderColor: vars.color.action.primary.background } },
      },
    },
  }),
);

globalStyle(`${table} > tbody`, {
  '@layer': { [componentsLayer]: { '@media': { [media.mobile]: { display: 'block' } } } },
});

const cellBase = {
  boxSizing: 'border-box',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/** The last row has no rule under it: the frame closes the table. */
globalStyle(`${row}:last-child > td, ${row}:last-child > th`, {
  '@layer': { [componentsLayer]: { borderBlockEnd: 0 } },
});

/** A value (account number, type, address): its text lines up with the fields beside it. */
export const valueCell = style(
  inLayer({
    ...cellBase,
    paddingBlock: besideControl,
    overflowWrap: 'anywhere',
    '@media': {
      [media.mobile]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
        alignItems: 'baseline',
        gap: vars.space.sm,
        padding: vars.space.xs,
        border: 0,
      },
    },
  }),
);

/** The row header (the account number): plain weight, as the other values, on one line. */
export const rowHeader = style(
  inLayer({
    fontWeight: vars.font.weight.regular,
    whiteSpace: 'nowrap',
    '@media': { [media.mobile]: { whiteSpace: 'normal' } },
  }),
);

export const value = style(inLayer({ minWidth: 0 }));

/** The column name in front of a value, shown only where the rows stack. */
export const cellLabel = style(
  inLayer({
    display: 'none',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.muted,
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);

/** A field (select box, toggle, amount, expiration). */
export const fieldCell = style(
  inLayer({
    ...cellBase,
    '@media': { [media.mobile]: { display: 'block', padding: vars.space.xs, border: 0 } },
  }),
);

export const selectCell = style(
  inLayer({ width: '1%', '@media': { [media.mobile]: { width: 'auto' } } }),
);

/** A text field's cell: the field's label is visually hidden above 600px (the header shows it). */
export const textFieldCell = style(inLayer({}));

globalStyle(`${textFieldCell} label`, {
  '@layer': { [componentsLayer]: { '@media': { [media.notMobile]: hidden } } },
});

export const amountCell = style(
  inLayer({
    width: '10rem',
    minWidth: '10rem',
    '@media': { [media.mobile]: { width: 'auto', minWidth: 0 } },
  }),
);
