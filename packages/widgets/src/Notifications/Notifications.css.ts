import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A widget: one column of readable width. */
export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: '48rem',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

const headingBase = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
} as const;

export const heading = style(inLayer({ ...headingBase, fontSize: vars.font.size.xl }));
export const subheading = style(inLayer({ ...headingBase, fontSize: vars.font.size.lg }));

export const intro = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** Where alerts go, and the link to Manage Contacts. */
export const receivers = style(
  inLayer({
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    overflowWrap: 'anywhere',
  }),
);

export const note = style(inLayer({ margin: 0 }));

/** An account's alerts. */
export const account = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  }),
);

export const alerts = style(inLayer({ display: 'grid', gap: vars.space.md }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

/** The list of contacts. */
export const list = style(
  inLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const contact = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  }),
);

export const contactText = style(inLayer({ display: 'grid', gap: vars.space.xs, minWidth: 0 }));

export const contactValue = style(
  inLayer({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' }),
);

export const contactMeta = style(
  inLayer({ fontSize: vars.font.size.sm, color: vars.color.text.muted }),
);

/** A form of the contacts widget (add, verify). */
export const form = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '32rem',
  }),
);

export const section = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));
