import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/*
 * The table parts' own look, on any screen. DataTable adds the scroll region, the empty state and
 * the stacked layout under 600px (DataTable.css.ts).
 */

export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
  }),
);

export const header = style(inLayer({}));

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

export const body = style(inLayer({}));

/**
 * The footer (totals): its rows are set off from the body by a strong rule, in bold, on the
 * header's background. They are not selectable, so they keep the default text colour and cursor.
 */
export const footer = style(
  inLayer({
    fontWeight: vars.font.weight.bold,
    backgroundColor: vars.color.surface.raised,
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
      [`${footer} &[data-disabled]`]: { color: vars.color.text.default, cursor: 'default' },
      [`${footer} &[data-hovered], ${footer} &[data-pressed]`]: {
        backgroundColor: 'transparent',
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
      [`${footer} &`]: { borderBlockEnd: 0 },
      // `:where` adds no specificity: a layout (DataTable's stacked rows) can take the rule back.
      [`:where(${footer} > ${row}:first-child) > &`]: {
        borderBlockStart: `2px solid ${vars.color.border.strong}`,
      },
    },
  }),
);

export const checkbox = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
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
    flexShrink: 0,
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

export const checkIcon = style(inLayer({ width: '0.875rem', height: '0.875rem' }));
