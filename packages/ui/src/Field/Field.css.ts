import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** The column a field's label, control, description and error stack in. */
export const field = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);

export const label = style(
  inLayer({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
  }),
);

/** The required mark after a label; the control itself carries `aria-required`. */
export const requiredMark = style(
  inLayer({ color: vars.color.status.danger.text, marginInlineStart: vars.space.xxs }),
);

export const description = style(
  inLayer({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
  }),
);

export const error = style(
  inLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.status.danger.text,
  }),
);

/** The text box itself: 44px high, visible border, focus ring, invalid and disabled states. */
export const input = style(
  inLayer({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.control,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.text.default },
      '&[data-focus-visible], &[data-focused]': focusRing,
      '&[data-invalid]': {
        borderColor: vars.color.status.danger.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.status.danger.text}`,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.action.disabled.background,
        color: vars.color.action.disabled.text,
        borderColor: vars.color.border.subtle,
      },
      '&[readonly]': { backgroundColor: vars.color.surface.sunken },
    },
  }),
);
