import { focusRing, inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

export const caption = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }),
);

export const title = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const summary = style(
  inLayer({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }),
);

export const legends = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` }),
);

/** The tooltip's frame: the tooltip is placed over the plot, outside its scrolling box. */
export const frame = style(inLayer({ position: 'relative', minWidth: 0 }));

export const scroller = style(
  inLayer({
    overflowX: 'auto',
    overflowY: 'hidden',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus.ring}`,
        outlineOffset: '2px',
      },
    },
    '@media': {
      // On paper nothing scrolls: the plot shrinks to the page's width instead.
      print: { overflow: 'visible' },
    },
  }),
);

export const svg = style(
  inLayer({
    display: 'block',
    overflow: 'visible',
    printColorAdjust: 'exact',
    '@media': { print: { width: '100%', height: 'auto', maxWidth: '100%' } },
  }),
);

export const bar = style(
  inLayer({
    selectors: {
      '&[data-selected]': { stroke: vars.color.text.default, strokeWidth: 2 },
      '&[role="button"]': { cursor: 'pointer' },
    },
  }),
);

export const temperatureLine = style(
  inLayer({
    strokeWidth: 2,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
    pointerEvents: 'none',
  }),
);

export const skeleton = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '12rem',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
  }),
);

/** "Show as table": the browser's details element, framed like the kit's Disclosure. */
export const tableDisclosure = style(
  inLayer({
    minWidth: 0,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
  }),
);

export const tableSummary = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    // The chevron is the marker: the browser's own triangle is left out.
    listStyle: 'none',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&::marker': { content: '""' },
      '&:hover': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&:active': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    },
  }),
);

/** Points to the end while closed and turns down when open. */
export const tableChevron = style(
  inLayer({
    flexShrink: 0,
    width: '1.1rem',
    height: '1.1rem',
    margin: '0.075rem',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationNormal,
    transitionTimingFunction: vars.motion.easing,
    selectors: { [`${tableDisclosure}[open] &`]: { transform: 'rotate(90deg)' } },
  }),
);

export const tablePanel = style(
  inLayer({
    minWidth: 0,
    paddingBlock: `${vars.space.xs} ${vars.space.md}`,
    paddingInline: vars.space.md,
  }),
);

export const table = style(
  inLayer({
    width: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

const tableCellBase = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

export const tableHead = style(
  inLayer({
    ...tableCellBase,
    borderBlockEnd: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
  }),
);

export const tableHeadEnd = style([tableHead, inLayer({ textAlign: 'end' })]);

export const tableRowHead = style(
  inLayer({ ...tableCellBase, fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' }),
);

export const tableCell = style(inLayer(tableCellBase));

export const tableCellEnd = style(
  inLayer({ ...tableCellBase, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
);

export const tableScroller = style(
  inLayer({ overflowX: 'auto', '@media': { print: { overflow: 'visible' } } }),
);

/** A value axis kept in view over a plot that scrolls sideways. Not printed (nothing scrolls). */
export const stickyAxis = style(
  inLayer({
    position: 'absolute',
    top: 0,
    overflow: 'visible',
    pointerEvents: 'none',
    '@media': { print: { display: 'none' } },
  }),
);

export const stickyBackground = style(inLayer({ fill: vars.color.surface.page }));
