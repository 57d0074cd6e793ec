import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

const markerSize = '2rem';

export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);

export const list = style(
  inLayer({
    display: 'flex',
    alignItems: 'flex-start',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const step = style(
  inLayer({
    position: 'relative',
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    textAlign: 'center',
    selectors: {
      // The connector to the previous step, drawn behind the markers.
      '&:not(:first-child)::before': {
        content: '""',
        position: 'absolute',
        top: `calc(${markerSize} / 2 - 1px)`,
        insetInlineEnd: `calc(50% + ${markerSize} / 2 + ${vars.space.xs})`,
        insetInlineStart: `calc(-50% + ${markerSize} / 2 + ${vars.space.xs})`,
        height: '2px',
        backgroundColor: vars.color.border.strong,
      },
      '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
        { backgroundColor: vars.color.action.primary.background },
    },
  }),
);

export const marker = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    selectors: {
      [`${step}[data-state="current"] &`]: {
        borderColor: vars.color.action.primary.background,
        color: vars.color.text.default,
        boxShadow: `0 0 0 3px ${vars.color.surface.page}, 0 0 0 5px ${vars.color.action.primary.background}`,
      },
      [`${step}[data-state="complete"] &`]: {
        borderColor: vars.color.action.primary.background,
        backgroundColor: vars.color.action.primary.background,
        color: vars.color.action.primary.text,
      },
    },
  }),
);

export const check = style(inLayer({ width: '1rem', height: '1rem' }));

export const label = style(
  inLayer({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
    selectors: {
      [`${step}[data-state="current"] &`]: {
        color: vars.color.text.default,
        fontWeight: vars.font.weight.bold,
      },
      [`${step}[data-state="complete"] &`]: { color: vars.color.text.default },
    },
    '@media': {
      // Compact: only the current step keeps its label on screen (all stay in the list for
      // screen readers), and a 'Step 2 of 3' summary appears.
      [media.mobile]: {
        selectors: {
          [`${step}:not([data-state="current"]) &`]: visuallyHidden,
        },
      },
    },
  }),
);

export const summary = style(
  inLayer({
    display: 'none',
    margin: 0,
    textAlign: 'center',
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    '@media': { [media.mobile]: { display: 'block' } },
  }),
);
