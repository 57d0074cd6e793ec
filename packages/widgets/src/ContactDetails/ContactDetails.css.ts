import { focusRing, inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    fontStyle: 'normal',
  }),
);

export const heading = style(
  inLayer({
    margin: `0 0 ${vars.space.sm}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const address = style(inLayer({ fontStyle: 'normal' }));

export const emergency = style(inLayer({ color: vars.color.status.danger.text }));

export const links = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    marginTop: vars.space.sm,
  }),
);

export const link = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
      '&:focus-visible': focusRing,
    },
  }),
);

/** A link in the details flows with the text. */
export const detailLink = style([link, inLayer({ display: 'inline' })]);

export const status = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text.default,
  }),
);

export const errorText = style(inLayer({ color: vars.color.status.danger.text, margin: 0 }));
