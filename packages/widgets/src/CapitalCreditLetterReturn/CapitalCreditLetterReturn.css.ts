import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The site's descriptive text above the form. */
export const intro = style(inLayer({ margin: 0, maxWidth: '48rem' }));

export const form = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '28rem',
    minWidth: 0,
  }),
);

/** The Letter ID field with its help button beside the input. */
export const withHelp = style(
  inLayer({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 }),
);

export const grow = style(inLayer({ flex: '1 1 auto', minWidth: 0 }));

/** Level with the input: under the label (its line and the field's gap). */
export const help = style(
  inLayer({
    flex: 'none',
    marginBlockStart: `calc(${vars.font.size.md} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`,
  }),
);

export const helpIcon = style(inLayer({ width: '1.25em', height: '1.25em' }));

export const helpText = style(inLayer({ margin: 0 }));

export const submit = style(inLayer({ alignSelf: 'flex-start' }));

/** The outcome's focusable box. */
export const outcome = style(inLayer({ outline: 'none' }));
