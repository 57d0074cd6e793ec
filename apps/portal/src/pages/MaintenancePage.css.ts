import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The maintenance page stands alone (no header and footer): centred on the page's surface. */
export const page = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    padding: vars.space.xl,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    outline: 'none',
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const card = style(
  inLayer({
    maxWidth: '36rem',
    padding: vars.space.xl,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.page,
    boxShadow: vars.shadow.md,
    textAlign: 'center',
    '@media': { [media.mobile]: { padding: vars.space.lg } },
  }),
);

export const icon = style(
  inLayer({
    display: 'block',
    width: '4rem',
    height: '4rem',
    margin: `0 auto ${vars.space.md}`,
    color: vars.color.action.primary.background,
  }),
);

export const title = style(
  inLayer({
    margin: `0 0 ${vars.space.md}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xxl,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const message = style(
  inLayer({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.md }),
);

export const thanks = style(
  inLayer({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }),
);
