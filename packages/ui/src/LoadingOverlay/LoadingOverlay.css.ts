import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

export const container = style(inLayer({ position: 'relative', minWidth: 0 }));

export const overlay = recipe({
  base: inLayer({
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.md,
    backgroundColor: `color-mix(in srgb, ${vars.color.surface.page} 72%, transparent)`,
    cursor: 'progress',
  }),
  variants: {
    fullPage: {
      true: inLayer({ position: 'fixed', zIndex: vars.zIndex.overlay }),
      false: inLayer({ position: 'absolute', zIndex: 1 }),
    },
  },
  defaultVariants: { fullPage: false },
});

export const card = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    outline: 'none',
  }),
);
