import { globalStyle, style, type CSSProperties } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { componentsLayer } from '../theme/layers.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);

/** The scroll region: sideways for wide tables, and a fixed height when `maxHeight` is set. */
export const scroll = style(
  inLayer({
    boxSizing: 'border-box',
    position: 'relative',
    minWidth: 0,
    overflow: 'auto',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    '@media': {
      [media.mobile]: { border: 0, borderRadius: 0, backgroundColor: 'transparent' },
    },
  }),
);

/*
 * Under 600px each row stacks as a card of label/value pairs. These classes are added to the
 * table parts' own; each rule is written as `${root} &` so it outweighs the part's rule whatever
 * order the stylesheets load in.
 */
const under600 = (selector: string, rule: CSSProperties) =>
  inLayer({ '@media': { [media.mobile]: { selectors: { [selector]: rule } } } });

export const stackTable = style(under600(`${root} &`, { display: 'block' }));

export const stackHeader = style(
  // The header becomes a sticky bar holding the check boxes of the header and the sort buttons;
  // plain column names are hidden on screen (each cell shows its own label).
  under600(`${root} &`, {
    display: 'block',
    position: 'sticky',
    top: 0,
    zIndex: 1,
    marginBlockEnd: vars.space.sm,
    backgroundColor: vars.color.surface.page,
  }),
);

export const stackColumn = style(
  inLayer({
    '@media': {
      [media.mobile]: {
        selectors: {
          [`${root} &`]: {
            position: 'static',
            display: 'inline-flex',
            alignItems: 'center',
            height: 'auto',
            minHeight: vars.size.control,
            border: `1px solid ${vars.color.border.subtle}`,
            borderRadius: vars.radius.pill,
            paddingInline: vars.space.sm,
          },
          [`${root} &:not([data-allows-sorting]):not([data-stacked-visible])`]: visuallyHidden,
        },
      },
    },
  }),
);

export const stackBody = style(
  under600(`${root} &`, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
);

export const stackFooter = style(
  under600(`${root} &`, { display: 'block', marginBlockStart: vars.space.sm }),
);

export const stackRow = style(
  inLayer({
    '@media': {
      [media.mobile]: {
        selectors: {
          [`${root} &`]: {
            display: 'flex',
            flexDirection: 'column',
            padding: vars.space.sm,
            border: `1px solid ${vars.color.border.subtle}`,
            borderRadius: vars.radius.md,
            backgroundColor: vars.color.surface.page,
          },
          [`${root} &[data-selected]`]: { borderColor: vars.color.action.primary.background },
        },
      },
    },
  }),
);

export const stackCell = style(
  inLayer({
    '@media': {
      [media.mobile]: {
        selectors: {
          [`${root} &`]: {
            display: 'grid',
            gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
            alignItems: 'baseline',
            gap: vars.space.sm,
            height: 'auto',
            minHeight: vars.size.target,
            paddingInline: vars.space.xs,
            border: 0,
          },
          [`${root} &[data-align="end"], ${root} &[data-align="center"]`]: { textAlign: 'start' },
          // A cell without a value (a row without that action, a footer without that total) is
          // left out of the card: a column name over nothing reads as missing data.
          [`${root} &[data-empty]`]: { display: 'none' },
          // The footer's caption ('Total') heads its card on its own, without a column name.
          [`${root} &[data-caption]`]: { display: 'block' },
        },
      },
    },
  }),
);

/** The selection column: the Select All box, or the header 'Select' in single selection. */
const selectionWidth = { width: '3.25rem', textAlign: 'center' } as const;

export const selectionColumn = style([
  inLayer(selectionWidth),
  under600(`${root} &`, { width: 'auto' }),
]);

export const selectionCell = style([
  inLayer(selectionWidth),
  under600(`${root} &`, { display: 'flex', width: 'auto' }),
]);

/** The column name in front of each value, shown only in stacked rows. */
export const cellLabel = style(
  inLayer({
    display: 'none',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.muted,
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);

/**
 * Select All says what it is on screen when rows are stacked (the column names are hidden); the
 * check box's gap sets it off from the box.
 */
export const stackedLabel = style(
  inLayer({
    display: 'none',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    '@media': { [media.mobile]: { display: 'inline' } },
  }),
);

/** The content of the single row shown when there are no rows (or while loading). */
export const empty = style(
  inLayer({
    display: 'flex',
    justifyContent: 'center',
    padding: vars.space.xl,
    textAlign: 'center',
    color: vars.color.text.muted,
    '@media': { [media.mobile]: { padding: vars.space.lg } },
  }),
);

// React Aria renders the empty-state row and cell itself; stack them like the other rows.
globalStyle(`${root} ${stackBody}[data-empty] > tr, ${root} ${stackBody}[data-empty] > tr > *`, {
  '@layer': { [componentsLayer]: { '@media': { [media.mobile]: { display: 'block' } } } },
});

/** A row's action buttons, side by side, wrapping when the cell is narrow. */
export const actions = style(
  inLayer({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    verticalAlign: 'middle',
  }),
);

/** The icon of the button that opens a row's menu of actions. */
export const moreIcon = style(inLayer({ width: '1.25rem', height: '1.25rem' }));
