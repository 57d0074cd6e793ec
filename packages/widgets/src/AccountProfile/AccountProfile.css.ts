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

/** One section (Name, Address, Phones): a raised card with its heading and Edit button on top. */
export const section = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const sectionHeader = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const sectionHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** The fields of a section being edited: one column on a phone, two where there is room. */
export const fields = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    alignItems: 'start',
  }),
);

/** One phone being edited: its type, its number and its Delete button. */
export const phone = style(
  inLayer({
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    alignItems: 'end',
    paddingBlockEnd: vars.space.md,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const muted = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const form = style(inLayer({ display: 'grid', gap: vars.space.md }));
