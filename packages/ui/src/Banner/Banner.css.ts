import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toneColors } from '../Alert/Alert.css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const banner = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    width: '100%',
    borderWidth: 0,
    borderBlockEndWidth: '2px',
    borderStyle: 'solid',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
  variants: { tone: toneColors },
  defaultVariants: { tone: 'info' },
});

export const inner = style(
  inLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.lg,
    '@media': {
      [media.mobile]: { paddingInlineStart: vars.space.md, paddingInlineEnd: vars.space.xs },
    },
  }),
);

export const icon = style(
  inLayer({
    width: '1.5rem',
    height: '1.5rem',
    flexShrink: 0,
    marginBlockStart: `calc(${vars.space.xs} + ${vars.space.xs})`,
  }),
);

export const content = style(
  inLayer({
    flex: '1 1 auto',
    minWidth: 0,
    paddingBlock: vars.space.sm,
    overflowWrap: 'anywhere',
  }),
);

export const title = style(
  inLayer({ fontWeight: vars.font.weight.bold, marginInlineEnd: vars.space.xs }),
);
