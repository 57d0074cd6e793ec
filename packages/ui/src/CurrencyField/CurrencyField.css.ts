import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

export const root = style({});

/** The currency symbol and the input, joined into one box. */
export const control = style(inLayer({ display: 'flex', alignItems: 'stretch', minWidth: 0 }));

export const prefix = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.control,
    minHeight: vars.size.control,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.strong}`,
    borderInlineEndWidth: 0,
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    userSelect: 'none',
    selectors: {
      [`${root}[data-disabled] &`]: {
        color: vars.color.action.disabled.text,
        backgroundColor: vars.color.action.disabled.background,
        borderColor: vars.color.border.subtle,
      },
      [`${root}[data-invalid] &`]: { borderColor: vars.color.status.danger.text },
    },
  }),
);

export const input = style(
  inLayer({
    selectors: {
      [`${control} &`]: {
        flex: '1 1 auto',
        minWidth: 0,
        borderStartStartRadius: 0,
        borderEndStartRadius: 0,
        fontVariantNumeric: 'tabular-nums',
      },
    },
  }),
);
