import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    minWidth: 0,
  }),
);

export const intro = style(inLayer({ margin: 0, maxWidth: '48rem' }));

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const outcome = style(inLayer({ outlineOffset: '2px', minWidth: 0 }));

export const cellStack = style(inLayer({ display: 'grid', gap: vars.space.xxs, minWidth: 0 }));

export const address = style(
  inLayer({ color: vars.color.text.muted, fontSize: vars.font.size.sm }),
);

export const enrolled = style(inLayer({ fontWeight: vars.font.weight.bold }));

export const reason = style(inLayer({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const dialogBody = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const footer = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm }),
);
