import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    minWidth: 0,
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** One account: its heading, what it is, and what it holds. */
export const account = style(inLayer({ display: 'grid', gap: vars.space.sm, minWidth: 0 }));

export const accountHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const muted = style(
  inLayer({ margin: 0, color: vars.color.text.muted, overflowWrap: 'anywhere' }),
);

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** The arrangements of one account, one card each. */
export const cards = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const amount = style(inLayer({ fontVariantNumeric: 'tabular-nums' }));

/** A status beside its value (Overdue, Refunded…): a pill in the status's colours. */
export const badge = style(
  inLayer({
    display: 'inline-block',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.status.info.border}`,
    backgroundColor: vars.color.status.info.surface,
    color: vars.color.status.info.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-tone="success"]': {
        borderColor: vars.color.status.success.border,
        backgroundColor: vars.color.status.success.surface,
        color: vars.color.status.success.text,
      },
      '&[data-tone="warning"]': {
        borderColor: vars.color.status.warning.border,
        backgroundColor: vars.color.status.warning.surface,
        color: vars.color.status.warning.text,
      },
      '&[data-tone="neutral"]': {
        borderColor: vars.color.border.subtle,
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.default,
      },
    },
  }),
);
