import { focusRing, inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The widget: one column of readable width. */
export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '32rem',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

const headingBase = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
} as const;

/** The title as a page's h1 (`headingLevel={1}`). */
export const pageHeading = style(inLayer({ ...headingBase, fontSize: vars.font.size.xxl }));

/** The title inside a page (level 2 or 3). */
export const heading = style(inLayer({ ...headingBase, fontSize: vars.font.size.xl }));

/**
 * The form with its intro, alert and links. After success it stays in the page, hidden: react-aria
 * announced the busy submit button by its id, and that announcement must keep pointing at an
 * element that exists (an announcement naming a removed element is an axe violation).
 */
export const formArea = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const intro = style(inLayer({ margin: 0, color: vars.color.text.muted }));

export const fields = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

export const actions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    marginTop: vars.space.xs,
  }),
);

/** A line holding a standalone link. */
export const linkLine = style(inLayer({ margin: 0 }));

/** The outcome (success or a dead end): focused when it replaces the form. */
export const result = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    borderRadius: vars.radius.md,
    selectors: {
      '&:focus': { outline: 'none' },
      '&:focus-visible': focusRing,
    },
  }),
);
