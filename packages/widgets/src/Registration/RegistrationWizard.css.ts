import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '40rem',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    outline: 'none',
  }),
);

export const intro = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const text = style(inLayer({ margin: 0, overflowWrap: 'anywhere' }));

export const fields = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

export const fieldset = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  }),
);

export const legend = style(
  inLayer({
    padding: 0,
    marginBottom: vars.space.xs,
    fontWeight: vars.font.weight.bold,
  }),
);

export const actions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignItems: 'center',
  }),
);

export const loading = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
  }),
);
