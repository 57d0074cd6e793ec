import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A page's h1. */
export const pageTitle = style(
  inLayer({
    margin: `0 0 ${vars.space.md}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

/** The short text under a page's h1. */
export const intro = style(
  inLayer({
    maxWidth: '48rem',
    margin: `0 0 ${vars.space.lg}`,
    fontSize: vars.font.size.md,
    color: vars.color.text.muted,
  }),
);

/** A page's plain message (e.g. nothing to show). */
export const message = style(inLayer({ margin: `0 0 ${vars.space.md}` }));

/** Server-provided content (the terms of use): a readable measure. */
export const content = style(inLayer({ maxWidth: '48rem' }));
