import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { createVar, style } from '@vanilla-extract/css';

/**
 * The dialog's width (doc 1 §9): 90vw on screens under 600px wide, else 80vw. The ui Dialog takes
 * its width from this variable, which the media query switches.
 */
export const width = createVar('payment-confirmation-width');

export const dialog = style(
  inLayer({
    vars: { [width]: '80vw' },
    '@media': { [media.mobile]: { vars: { [width]: '90vw' } } },
  }),
);

export const content = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

export const intro = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const loading = style(
  inLayer({
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: vars.space.lg,
  }),
);

export const retry = style(inLayer({ alignSelf: 'flex-start' }));

export const fields = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

/** The form posted to the payment provider: never seen. */
export const hostedForm = style(inLayer({ display: 'none' }));
