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

export const usernameField = style(inLayer({ display: 'grid', gap: vars.space.xs }));

/** The username field with its info button beside the input. */
export const withInfo = style(
  inLayer({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs }),
);

export const grow = style(inLayer({ flex: '1 1 auto', minWidth: 0 }));

export const info = style(inLayer({ flex: 'none' }));
