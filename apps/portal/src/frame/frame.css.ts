import { focusRing, inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
  }),
);

export const skipLink = style(
  inLayer({
    position: 'absolute',
    left: vars.space.sm,
    top: '-100px',
    zIndex: vars.zIndex.overlay,
    padding: vars.space.sm,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.link,
    selectors: { '&:focus': { top: vars.space.sm, ...focusRing } },
  }),
);

export const header = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
    '@media': { [media.mobile]: { paddingInline: vars.space.md } },
  }),
);

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'underline' } },
} as const;

export const logo = style(
  inLayer({ ...linkBase, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const nav = style(inLayer({ display: 'flex', gap: vars.space.md }));

export const navLink = style(inLayer({ ...linkBase, fontWeight: vars.font.weight.medium }));

export const main = style(
  inLayer({
    flex: '1 0 auto',
    width: '100%',
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    outline: 'none',
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const pageTitle = style(
  inLayer({
    fontSize: vars.font.size.xxl,
    lineHeight: vars.font.lineHeight.tight,
    margin: `0 0 ${vars.space.md}`,
  }),
);

export const loading = style(
  inLayer({ display: 'flex', justifyContent: 'center', padding: vars.space.xl }),
);

export const footer = style(
  inLayer({
    borderTop: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
  }),
);

export const footerInner = style(
  inLayer({
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const smallPrint = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    marginTop: vars.space.lg,
    marginBottom: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);
