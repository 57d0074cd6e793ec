import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const tile = style(
  inLayer({
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 0,
    height: '100%',
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.page,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      // The whole tile answers to the pointer through its action (see `action`), so it shows it.
      '&[data-stretched]:has([data-hovered])': {
        borderColor: vars.color.border.strong,
        boxShadow: vars.shadow.md,
      },
      '&[data-stretched]:has([data-pressed])': { boxShadow: vars.shadow.sm },
      '&[data-stretched]:has([data-focus-visible])': focusRing,
    },
    '@media': { [media.mobile]: { padding: vars.space.md } },
  }),
);

export const icon = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.action.secondary.backgroundHover,
    color: vars.color.action.secondary.text,
    fontSize: vars.font.size.xl,
  }),
);

export const title = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const text = style(
  inLayer({
    margin: 0,
    flex: '1 1 auto',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

export const actionRow = style(
  inLayer({
    display: 'flex',
    marginBlockStart: vars.space.sm,
    '@media': { [media.mobile]: { alignSelf: 'stretch' } },
  }),
);

/**
 * The one interactive element. In a stretched tile its ::after covers the whole tile, so a press
 * anywhere on the tile is a press of this button or link: one tab stop, one accessible control, no
 * interactive element nested in another.
 */
export const action = style(
  inLayer({
    '@media': { [media.mobile]: { width: '100%' } },
    selectors: {
      '[data-stretched] &::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: vars.radius.lg,
      },
      '[data-stretched] &[data-disabled]::after': { display: 'none' },
    },
  }),
);

export const externalIcon = style(inLayer({ width: '1em', height: '1em', flexShrink: 0 }));
