import { focusRing, inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const link = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.control,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      // Native anchors (FrameLink).
      '&:focus-visible': focusRing,
      '&:hover, &:active': { backgroundColor: vars.color.surface.sunken },
      '&[aria-current="page"]': {
        boxShadow: `inset 4px 0 0 ${vars.color.action.primary.background}`,
      },
    },
  }),
);

export const group = style(inLayer({ marginBlock: 0 }));

/** The language switch under the menu's entries. */
export const languageSwitch = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.control,
    marginBlockStart: vars.space.md,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.text.default,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    },
  }),
);
