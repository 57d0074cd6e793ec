import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const region = style(
  inLayer({
    position: 'fixed',
    insetBlockEnd: vars.space.md,
    insetInlineEnd: vars.space.md,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: `min(26rem, calc(100vw - 2 * ${vars.space.md}))`,
    outline: 'none',
    borderRadius: vars.radius.md,
    selectors: { '&[data-focus-visible]': focusRing },
    '@media': {
      [media.mobile]: {
        insetInlineStart: vars.space.sm,
        insetInlineEnd: vars.space.sm,
        insetBlockEnd: vars.space.sm,
        width: 'auto',
      },
    },
  }),
);

export const toast = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.sm,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '6px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  }),
);

export const icon = style(
  inLayer({ width: '1.5rem', height: '1.5rem', flexShrink: 0, marginBlockStart: vars.space.xs }),
);

export const content = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    flex: '1 1 auto',
    minWidth: 0,
    paddingBlock: vars.space.xs,
    overflowWrap: 'anywhere',
  }),
);

export const title = style(inLayer({ fontWeight: vars.font.weight.bold }));

export const description = style(inLayer({}));
