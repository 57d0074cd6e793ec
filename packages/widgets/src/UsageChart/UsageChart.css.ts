import { inLayer, vars } from '@coop-portal/ui/theme';
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

export const table = style(inLayer({ width: '100%' }));

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
