import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The result page's body: message, details and Done, one under the other. */
export const result = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    maxWidth: '40rem',
  }),
);

export const message = style(inLayer({ margin: 0, fontSize: vars.font.size.lg }));

export const details = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    alignSelf: 'stretch',
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
    '@media': {
      [media.mobile]: { gridTemplateColumns: '1fr', rowGap: 0 },
    },
  }),
);

export const row = style(inLayer({ display: 'contents' }));

export const term = style(
  inLayer({
    fontWeight: vars.font.weight.bold,
    '@media': { [media.mobile]: { marginTop: vars.space.sm } },
  }),
);

export const detail = style(inLayer({ margin: 0, overflowWrap: 'anywhere' }));
