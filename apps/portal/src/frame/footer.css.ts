import { focusRing, inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const footer = style(
  inLayer({
    borderTop: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
  }),
);

export const inner = style(
  inLayer({
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

/** Columns side by side while they fit, stacked on narrow screens; contact details get the most room. */
export const columns = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${vars.space.lg} ${vars.space.xl}`,
  }),
);

export const aboutColumn = style(inLayer({ flex: '1 1 16rem', minWidth: 0 }));

export const contactColumn = style(inLayer({ flex: '2 1 24rem', minWidth: 0 }));

export const socialColumn = style(inLayer({ flex: '0 1 10rem', minWidth: 0 }));

export const heading = style(
  inLayer({
    margin: `0 0 ${vars.space.sm}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const about = style(inLayer({ margin: 0 }));

export const social = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
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
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      // Native anchors (FrameLink).
      '&:hover': { color: vars.color.text.linkHover },
      '&:focus-visible': focusRing,
    },
  }),
);

export const smallPrint = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    marginTop: vars.space.xl,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);
