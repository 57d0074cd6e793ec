import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The widget: one column of readable width. */
export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: '56rem',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

const headingBase = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
} as const;

export const heading = style(inLayer({ ...headingBase, fontSize: vars.font.size.xl }));
export const subheading = style(inLayer({ ...headingBase, fontSize: vars.font.size.lg }));

/** A tab's content. */
export const panel = style(inLayer({ paddingBlockStart: vars.space.md, minWidth: 0 }));

export const section = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const note = style(inLayer({ margin: 0, overflowWrap: 'anywhere' }));

/** ON, OFF or N/A. */
export const power = style(inLayer({ fontWeight: vars.font.weight.bold }));

/** The report's message takes focus as a whole; the alert inside shows it. */
export const focusTarget = style(inLayer({ outline: 'none', minWidth: 0 }));

export const failure = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const form = style(inLayer({ display: 'grid', gap: vars.space.lg, maxWidth: '36rem' }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);
