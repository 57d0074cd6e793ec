import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const intro = style(inLayer({ margin: 0, maxWidth: '48rem', color: vars.color.text.muted }));

/** The account type applied for, with the way back to the choice. */
export const applyingFor = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    fontWeight: vars.font.weight.bold,
  }),
);

export const form = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    maxWidth: '48rem',
  }),
);

/** A group of fields (applicant, contact, an address) under its legend. */
export const fieldset = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  }),
);

export const legend = style(
  inLayer({
    padding: 0,
    marginBottom: vars.space.sm,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
  }),
);

/** A field that takes the whole row of its group. */
export const wide = style(inLayer({ gridColumn: '1 / -1' }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

/** The confirmation that replaces the form: it takes focus. */
export const received = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    maxWidth: '48rem',
    outline: 'none',
  }),
);

export const confirmationNumber = style(
  inLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const paragraph = style(inLayer({ margin: 0 }));

/** The failure box above the form: it takes focus. */
export const failure = style(inLayer({ outline: 'none' }));
