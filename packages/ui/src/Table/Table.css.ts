import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { componentsLayer } from '../theme/layers.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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

export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);

export const header = style(
  inLayer({
    '@media': {
      // Stacked rows: the header becomes a sticky bar holding the select-all box and the sort
      // buttons; plain column names are hidden on screen (each cell shows its own label).
      [media.mobile]: {
        display: 'block',
        position: 'sticky',
        top: 0,
        zIndex: 1,
        marginBlockEnd: vars.space.sm,
        backgroundColor: vars.color.surface.page,
      },
    },
  }),
);

export const headerRow = style(
  inLayer({
    '@media': {
      [media.mobile]: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: vars.space.xs,
        paddingBlock: vars.space.xs,
      },
    },
  }),
);

export const column = style(
  inLayer({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    height: vars.size.control,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderBlockEnd: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-align="center"]': { textAlign: 'center' },
      '&[data-align="end"]': { textAlign: 'end' },
      '&[data-allows-sorting]': { cursor: 'pointer', userSelect: 'none' },
      '&[data-allows-sorting][data-hovered]': {
        backgroundColor: vars.color.action.quiet.backgroundHover,
      },
      '&[data-allows-sorting][data-pressed]': {
        backgroundColor: vars.color.action.quiet.backgroundPressed,
      },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    },
    '@media': {
      [media.mobile]: {
        position: 'static',
        display: 'inline-flex',
        alignItems: 'center',
        height: 'auto',
        minHeight: vars.size.control,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.pill,
        paddingInline: vars.space.sm,
        selectors: { '&:not([data-allows-sorting]):not([data-selection])': hidden },
      },
    },
  }),
);

export const selectionColumn = style(
  inLayer({
    width: '3.25rem',
    textAlign: 'center',
    '@media': { [media.mobile]: { width: 'auto' } },
  }),
);

export const columnContent = style(
  inLayer({
    display: 'inline-flex',
    verticalAlign: 'middle',
    alignItems: 'center',
    gap: vars.space.xs,
    selectors: { [`${column}[data-align="end"] &`]: { flexDirection: 'row-reverse' } },
  }),
);

export const sortIcon = style(
  inLayer({
    width: '1rem',
    height: '1rem',
    flexShrink: 0,
    color: vars.color.text.muted,
    selectors: { [`${column}[aria-sort$="ending"] &`]: { color: vars.color.text.default } },
  }),
);

export const body = style(
  inLayer({
    '@media': { [media.mobile]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
  }),
);

export const row = style(
  inLayer({
    outline: 'none',
    color: vars.color.text.default,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-selected]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
      '&[data-selection-mode], &[data-href]': { cursor: 'pointer' },
    },
    '@media': {
      [media.mobile]: {
        display: 'flex',
        flexDirection: 'column',
        padding: vars.space.sm,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface.page,
        selectors: {
          '&[data-selected]': { borderColor: vars.color.action.primary.background },
        },
      },
    },
  }),
);

export const cell = style(
  inLayer({
    boxSizing: 'border-box',
    height: vars.size.control,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    textAlign: 'start',
    overflowWrap: 'anywhere',
    outline: 'none',
    selectors: {
      '&[data-align="center"]': { textAlign: 'center' },
      '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      [`${row}:last-child > &`]: { borderBlockEnd: 0 },
    },
    '@media': {
      [media.mobile]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
        alignItems: 'baseline',
        gap: vars.space.sm,
        height: 'auto',
        minHeight: vars.size.target,
        paddingInline: vars.space.xs,
        border: 0,
        selectors: {
          '&[data-align="end"], &[data-align="center"]': { textAlign: 'start' },
        },
      },
    },
  }),
);

export const selectionCell = style(
  inLayer({
    width: '3.25rem',
    textAlign: 'center',
    '@media': { [media.mobile]: { display: 'flex', width: 'auto' } },
  }),
);

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
globalStyle(`${body}[data-empty] > tr, ${body}[data-empty] > tr > *`, {
  '@layer': { [componentsLayer]: { '@media': { [media.mobile]: { display: 'block' } } } },
});

export const checkbox = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.target,
    minHeight: vars.size.target,
    cursor: 'pointer',
    verticalAlign: 'middle',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
  }),
);

export const checkboxBox = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.25rem',
    height: '1.25rem',
    border: `2px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.page,
    color: vars.color.action.primary.text,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text.default },
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        backgroundColor: vars.color.action.primary.background,
        borderColor: vars.color.action.primary.background,
      },
      [`${checkbox}[data-focus-visible] &`]: focusRing,
      [`${checkbox}[data-disabled] &`]: {
        backgroundColor: vars.color.action.disabled.background,
        borderColor: vars.color.border.subtle,
        color: vars.color.action.disabled.text,
      },
    },
  }),
);

export const stackedLabel = style(
  inLayer({
    display: 'none',
    marginInlineStart: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    '@media': { [media.mobile]: { display: 'inline' } },
  }),
);

export const checkIcon = style(inLayer({ width: '0.875rem', height: '0.875rem' }));
