import { inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The widget's area; the background image (when configured) covers it, behind the content. */
export const root = style(
  inLayer({
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
    selectors: {
      '&[data-background]': { padding: vars.space.lg },
    },
    '@media': {
      [media.mobile]: {
        selectors: { '&[data-background]': { padding: vars.space.sm } },
      },
    },
  }),
);

/** Decorative: it only fills the area behind the card. */
export const backgroundImage = style(
  inLayer({
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);

/** The card, with the right-hand image beside it from 600px wide. */
export const layout = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'stretch',
    '@media': {
      [media.notMobile]: {
        selectors: {
          '&[data-right-image]': { gridTemplateColumns: 'minmax(0, 28rem) minmax(0, 1fr)' },
        },
      },
    },
  }),
);

export const card = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '28rem',
    padding: vars.space.lg,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    '@media': {
      [media.mobile]: { padding: vars.space.md },
    },
  }),
);

/** Decorative, beside the card; left out under 600px wide. */
export const rightImage = style(
  inLayer({
    display: 'block',
    width: '100%',
    height: '100%',
    minHeight: '16rem',
    objectFit: 'cover',
    borderRadius: vars.radius.lg,
    '@media': {
      [media.mobile]: { display: 'none' },
    },
  }),
);

export const fields = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

export const stepHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    outline: 'none',
  }),
);

export const actions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignItems: 'center',
  }),
);

export const links = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const linkPrompt = style(inLayer({ color: vars.color.text.default }));

/** The help button, a quiet one: lined up with the links above it (its padding hangs outside). */
export const help = style(
  inLayer({ alignSelf: 'flex-start', marginInlineStart: `calc(-1 * ${vars.space.md})` }),
);

export const helpList = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    paddingInlineStart: vars.space.lg,
  }),
);

/** The usage-analytics jump's waiting line. */
export const waiting = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    color: vars.color.text.default,
  }),
);
