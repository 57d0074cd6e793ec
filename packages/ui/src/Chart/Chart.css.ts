import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import type { ChartColor } from './chartTokens';

const colorOf: Record<ChartColor, string> = {
  weekday: vars.color.chart.weekday,
  weekend: vars.color.chart.weekend,
  estimate: vars.color.chart.estimate,
  keyed: vars.color.chart.keyed,
  temperature: vars.color.chart.temperature,
  series2: vars.color.chart.series2,
  series3: vars.color.chart.series3,
};

/** A mark filled with a chart colour token (SVG `fill`). */
export const fill = styleVariants(colorOf, (color) => inLayer({ fill: color }));

/** A line stroked with a chart colour token (SVG `stroke`). */
export const stroke = styleVariants(colorOf, (color) => inLayer({ stroke: color, fill: 'none' }));

/** The pattern drawn over a mark: the theme's pattern ink. */
export const ink = style(inLayer({ fill: vars.color.chart.ink, stroke: vars.color.chart.ink }));
export const inkLine = style(inLayer({ fill: 'none', stroke: vars.color.chart.ink }));

// Patterns and fills print as drawn (browsers drop "background" colours when printing).
export const printExact = style(
  inLayer({ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }),
);

export const legend = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xs} ${vars.space.md}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const legendItem = style(
  inLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }),
);

export const swatch = style(
  inLayer({ flexShrink: 0, display: 'block', overflow: 'visible', printColorAdjust: 'exact' }),
);

export const tooltip = style(
  inLayer({
    position: 'absolute',
    zIndex: vars.zIndex.dropdown,
    boxSizing: 'border-box',
    maxWidth: 'min(18rem, calc(100% - 0.5rem))',
    width: 'max-content',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text.default,
    color: vars.color.text.inverse,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'pre-line',
    // It takes the pointer, so it can be hovered without vanishing (WCAG 1.4.13).
    pointerEvents: 'auto',
    '@media': { print: { display: 'none' } },
  }),
);

export const axis = style(inLayer({ fontFamily: vars.font.family.body }));

export const axisLine = style(
  inLayer({ stroke: vars.color.border.strong, strokeWidth: 1, fill: 'none' }),
);

export const gridLine = style(
  inLayer({ stroke: vars.color.border.subtle, strokeWidth: 1, fill: 'none' }),
);

export const tickLabel = style(
  inLayer({ fill: vars.color.text.muted, fontSize: vars.font.size.xs }),
);

export const axisTitle = style(
  inLayer({
    fill: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
  }),
);

/**
 * A chart mark reached by keyboard: the kit's focus ring, drawn as an outline (SVG elements take
 * `outline` in current browsers) and as a stroke for those that do not.
 */
export const focusableMark = style(
  inLayer({
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        ...focusRing,
        stroke: vars.color.focus.ring,
        strokeWidth: 2,
      },
    },
  }),
);
