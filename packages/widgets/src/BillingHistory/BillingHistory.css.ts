import { focusRing, inLayer, media, vars } from '@coop-portal/ui/theme';
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

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** The type, the two dates and the buttons: a row that wraps, each field its own width. */
export const filters = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  }),
);

export const typeField = style(inLayer({ minWidth: '12rem' }));

/**
 * The buttons, level with the inputs: one label line and the label's gap down from the top, held
 * from the top so an error appearing under a date never moves them.
 */
export const filterActions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignSelf: 'flex-start',
    marginBlockStart: `calc(${vars.font.size.md} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`,
  }),
);

// The overview card's table: a plain HTML table (read-only values and one button per bill).

export const tableScroller = style(inLayer({ overflowX: 'auto', minWidth: 0 }));

export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

const cellBase = {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { paddingInline: vars.space.xs } },
} as const;

export const head = style(
  inLayer({
    ...cellBase,
    paddingBlock: vars.space.xs,
    borderBlockEnd: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    fontWeight: vars.font.weight.bold,
  }),
);

export const headEnd = style([head, inLayer({ textAlign: 'end' })]);

export const cell = style(inLayer(cellBase));

export const rowHead = style(inLayer({ ...cellBase, fontWeight: vars.font.weight.regular }));

/** A bill's View Bill: a quiet button lined up with the column's text (over the button's own padding). */
export const billButton = style(inLayer({ selectors: { '&&': { paddingInline: 0 } } }));

export const cellEnd = style(
  inLayer({ ...cellBase, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
);

/** Every body row is as tall as a row with a button, the dummy rows too, so the card keeps its size. */
export const row = style(inLayer({ height: `calc(${vars.size.control} + ${vars.space.xxs} * 2)` }));

export const viewMore = style(inLayer({ justifySelf: 'start' }));

// A bill on a page of its own.

export const billLinks = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg }),
);

/** The download link, drawn as the ui kit's PdfDialog draws its own: a secondary button. */
export const download = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    maxWidth: '100%',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    border: `2px solid ${vars.color.action.secondary.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.action.secondary.background,
    color: vars.color.action.secondary.text,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { backgroundColor: vars.color.action.secondary.backgroundHover },
      '&:active': { backgroundColor: vars.color.action.secondary.backgroundPressed },
      '&:focus-visible': focusRing,
    },
  }),
);

export const downloadIcon = style(inLayer({ width: '1.25rem', height: '1.25rem', flexShrink: 0 }));

/** The PDF: the page's width, most of the window's height. */
export const document = style(
  inLayer({
    width: '100%',
    height: '80vh',
    minHeight: '24rem',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.sunken,
  }),
);
