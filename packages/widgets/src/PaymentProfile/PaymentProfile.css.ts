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

/** The alert after an action; it takes focus when the action left focus nowhere. */
export const outcome = style(inLayer({ outlineOffset: '2px', minWidth: 0 }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const name = style(
  inLayer({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

/** The default method's badge: text, not colour alone. */
export const badge = style(
  inLayer({
    display: 'inline-block',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border.strong}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
  }),
);

export const number = style(inLayer({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }));

export const expired = style(
  inLayer({ color: vars.color.status.danger.text, fontWeight: vars.font.weight.bold }),
);
