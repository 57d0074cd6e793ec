import { focusRing, inLayer, media, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style(
  inLayer({
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
  }),
);

export const topBar = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    '@media': { [media.mobile]: { paddingInline: vars.space.md } },
  }),
);

/*
 * States of the header's controls: react-aria buttons (the menu buttons) mark them with data
 * attributes; the links are native anchors (FrameLink) and match the pseudo-classes.
 */
const focusVisible = '&[data-focus-visible], &:is(a):focus-visible';
const hovered = '&[data-hovered], &:is(a):hover';
const pressed = '&[data-pressed], &:is(a):active';

const interactive = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  color: vars.color.text.default,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    [focusVisible]: focusRing,
    [hovered]: { textDecoration: 'underline' },
  },
} as const;

export const logo = style(
  inLayer({
    ...interactive,
    minWidth: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    '@media': { [media.mobile]: { fontSize: vars.font.size.md } },
  }),
);

export const logoImage = style(
  inLayer({ display: 'block', maxHeight: '3rem', maxWidth: 'min(16rem, 60vw)', height: 'auto' }),
);

export const actions = style(
  inLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' }),
);

export const signIn = style(
  inLayer({
    ...interactive,
    paddingInline: vars.space.md,
    fontWeight: vars.font.weight.bold,
    color: vars.color.action.secondary.text,
    border: `1px solid ${vars.color.action.secondary.border}`,
    backgroundColor: vars.color.action.secondary.background,
  }),
);

const plainButton = {
  ...interactive,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  selectors: {
    ...interactive.selectors,
    [hovered]: { backgroundColor: vars.color.surface.sunken },
    [`${pressed}, &[aria-expanded="true"]`]: { backgroundColor: vars.color.surface.sunken },
  },
} as const;

/**
 * The profile name button; its maximum width (doc 1 §9: 250px) comes from
 * navigation.frameLimits, set on the element. The name ends in an ellipsis.
 */
export const profileButton = style(inLayer({ ...plainButton, minWidth: 0 }));

export const profileName = style(
  inLayer({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const chevron = style(inLayer({ width: '1rem', height: '1rem', flexShrink: 0 }));

/** The language switch: in the header from 600px wide (the mobile menu has it below). */
export const languageSwitch = style(
  inLayer({
    ...plainButton,
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);

export const mobileButton = style(
  inLayer({
    ...plainButton,
    display: 'none',
    border: `1px solid ${vars.color.border.strong}`,
    paddingInline: vars.space.sm,
    '@media': { [media.mobile]: { display: 'inline-flex' } },
  }),
);

export const menuIcon = style(inLayer({ width: '1.25rem', height: '1.25rem', flexShrink: 0 }));

export const nav = style(
  inLayer({
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);

export const bar = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const barItem = style(inLayer({ display: 'flex' }));

export const barLink = style(
  inLayer({
    ...plainButton,
    borderBottom: '3px solid transparent',
    borderRadius: 0,
    selectors: {
      ...plainButton.selectors,
      '&[aria-current="page"]': { borderBottomColor: vars.color.action.primary.background },
    },
  }),
);

export const barButton = style(
  inLayer({
    ...plainButton,
    borderBottom: '3px solid transparent',
    borderRadius: 0,
  }),
);

/**
 * A custom menu group marked megaMenu (doc 1 §2.2): one wide panel, its sub-groups side by side.
 * Unlayered on purpose: it widens the kit's menu, whose rules sit in the components layer.
 */
export const megaMenu = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.xs,
  width: 'min(48rem, calc(100vw - 2rem))',
});
