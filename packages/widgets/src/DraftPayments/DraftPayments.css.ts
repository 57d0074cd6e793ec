import { focusRing, inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The introduction and the help button beside it (under it on a narrow screen). */
export const introRow = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const intro = style(
  inLayer({ margin: 0, flex: '1 1 20rem', maxWidth: '48rem', color: vars.color.text.muted }),
);

export const status = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    outline: 'none',
  }),
);

export const panel = style(
  inLayer({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.md, minWidth: 0 }),
);

export const form = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);

export const subheading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const section = style(inLayer({ display: 'grid', gap: vars.space.sm, minWidth: 0 }));

/** An account list scrolls once it is taller than 480px (doc 3 §2.2). */
export const accountList = style(
  inLayer({
    maxHeight: '480px',
    overflowY: 'auto',
    margin: 0,
    padding: vars.space.sm,
    listStyle: 'none',
    display: 'grid',
    gap: vars.space.sm,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    selectors: { '&:focus-visible': focusRing },
  }),
);

export const plainList = style(inLayer({ margin: 0, padding: 0, listStyle: 'none' }));

export const accountItem = style(
  inLayer({
    display: 'grid',
    gap: vars.space.xs,
    paddingBlock: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  }),
);

export const address = style(inLayer({ color: vars.color.text.muted }));

export const settings = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    alignItems: 'start',
  }),
);

export const reasons = style(
  inLayer({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs }),
);

export const listError = style(
  inLayer({ margin: 0, color: vars.color.status.danger.text, fontWeight: vars.font.weight.bold }),
);

export const bankForm = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    alignItems: 'start',
    margin: 0,
    padding: 0,
    border: 'none',
  }),
);

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

export const helpList = style(
  inLayer({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm }),
);

export const hidden = style(inLayer({ display: 'none' }));
