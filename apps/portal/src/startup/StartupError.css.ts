import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style(
  inLayer({
    maxWidth: '40rem',
    margin: '0 auto',
    padding: vars.space.xl,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);
export const title = style(
  inLayer({ fontSize: vars.font.size.xl, margin: `0 0 ${vars.space.md}` }),
);
export const message = style(
  inLayer({ fontSize: vars.font.size.md, margin: `0 0 ${vars.space.md}` }),
);
export const details = style(
  inLayer({
    whiteSpace: 'pre-wrap',
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    background: vars.color.surface.sunken,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    margin: `0 0 ${vars.space.md}`,
  }),
);
