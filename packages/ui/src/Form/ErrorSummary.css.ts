import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

const { danger } = vars.color.status;

export const summary = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `2px solid ${danger.text}`,
    borderRadius: vars.radius.md,
    backgroundColor: danger.surface,
    color: danger.text,
    fontFamily: vars.font.family.body,
    selectors: { '&:focus-visible, &:focus': focusRing },
  }),
);

export const title = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: danger.text,
  }),
);

export const list = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    paddingInlineStart: vars.space.lg,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/** Each line is at least 24px high (1.5 line height), so every link is a 24px target. */
export const item = style(inLayer({ paddingBlock: vars.space.xxs }));

export const link = style(
  inLayer({
    borderRadius: vars.radius.sm,
    color: danger.text,
    fontWeight: vars.font.weight.bold,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover': { textDecorationThickness: '3px' },
      '&:focus-visible': focusRing,
    },
  }),
);
