import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const card = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.sm } },
  }),
  variants: {
    variant: {
      outlined: inLayer({
        backgroundColor: vars.color.surface.page,
        border: `1px solid ${vars.color.border.subtle}`,
      }),
      raised: inLayer({
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.subtle}`,
        boxShadow: vars.shadow.md,
      }),
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export const header = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }),
);

export const body = style(inLayer({ minWidth: 0, overflowWrap: 'anywhere' }));

export const footer = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    marginBlockStart: 'auto',
    paddingBlockStart: vars.space.sm,
    '@media': {
      [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' },
    },
  }),
);
