import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The home banner: the co-op's brand colour from the theme (so a co-op's theme and the dark
 * scheme restyle it), the co-op name and a welcome beside a decorative landscape.
 */
export const banner = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    alignItems: 'center',
    gap: vars.space.lg,
    marginBlockEnd: vars.space.xl,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.xl,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.action.primary.background,
    color: vars.color.action.primary.text,
    overflow: 'hidden',
    '@media': {
      [media.mobile]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: vars.space.md,
        marginBlockEnd: vars.space.lg,
        paddingBlock: vars.space.lg,
        paddingInline: vars.space.md,
      },
    },
  }),
);

export const title = style(
  inLayer({
    margin: `0 0 ${vars.space.sm}`,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const welcome = style(
  inLayer({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal }),
);

export const image = style(
  inLayer({
    display: 'block',
    width: '100%',
    height: 'auto',
    maxHeight: '12rem',
    '@media': { [media.mobile]: { maxHeight: '7rem' } },
  }),
);

/** The line from settings above a tile's text (the application-for-service header). */
export const subtitle = style(
  inLayer({
    display: 'block',
    marginBlockEnd: vars.space.xs,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.default,
  }),
);
