import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The introduction and the help button beside it (under it on a narrow screen). */
export const introRow = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const intro = style(
  inLayer({ margin: 0, flex: '1 1 20rem', maxWidth: '48rem', color: vars.color.text.muted }),
);

export const status = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    outline: 'none',
  }),
);

export const form = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const proceed = style(inLayer({ alignSelf: 'flex-start' }));

export const helpList = style(
  inLayer({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm }),
);
