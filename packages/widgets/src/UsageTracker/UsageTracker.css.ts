import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** Hidden when the page is printed: the form, the selectors and the buttons. */
const noPrint = { '@media': { print: { display: 'none' } } } as const;

export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.lg,
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

export const subheading = style(
  inLayer({
    margin: `0 0 ${vars.space.sm}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const controls = style(inLayer({ display: 'grid', gap: vars.space.md, ...noPrint }));

export const rangeForm = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.md,
  }),
);

export const formButton = style(
  inLayer({
    // Level with the date inputs: one label line and the label's gap down from the top. Held from
    // the top, not the bottom, so an error appearing or clearing under a field never moves it (a
    // press that cleared an error used to move the button away before the click ended).
    alignSelf: 'flex-start',
    marginBlockStart: `calc(${vars.font.size.md} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`,
  }),
);

export const buttonRow = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const groupLabel = style(
  inLayer({ fontWeight: vars.font.weight.medium, marginInlineEnd: vars.space.xs }),
);

export const selectors = style(inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md }));

export const rangeShown = style(
  inLayer({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }),
);

export const hint = style(
  inLayer({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm, ...noPrint }),
);

export const summary = style(inLayer({ minWidth: 0 }));

export const tiles = style(inLayer({ margin: 0 }));

export const panel = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, ...noPrint }),
);

export const tabList = style(inLayer({ ...noPrint }));

export const dayIntervals = style(
  inLayer({
    display: 'grid',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  }),
);
