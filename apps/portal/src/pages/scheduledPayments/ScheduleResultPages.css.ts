import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A result page's body: message, details and Done, one under the other. */
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
