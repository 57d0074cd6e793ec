import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The username availability line under the field: an icon and words, never colour alone. */
export const availability = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
  }),
);

export const availabilityIcon = style(
  inLayer({
    flex: 'none',
    width: '1.25em',
    height: '1.25em',
  }),
);

export const available = style(inLayer({ color: vars.color.status.success.text }));

export const taken = style(inLayer({ color: vars.color.status.danger.text }));
