import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const root = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${vars.space.sm} ${vars.space.md}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
    '@media': { [media.mobile]: { justifyContent: 'center' } },
  }),
);

export const summary = style(
  inLayer({
    margin: 0,
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    '@media': { [media.mobile]: { flexBasis: '100%', textAlign: 'center' } },
  }),
);

export const pages = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inLayer({
    display: 'flex',
    '@media': {
      // Under 600px: previous, the current page and next only.
      [media.mobile]: {
        selectors: {
          '&[data-kind="page"]:not([data-current]), &[data-kind="ellipsis"]': { display: 'none' },
        },
      },
    },
  }),
);

export const pageButton = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: vars.size.control,
    minHeight: vars.size.control,
    paddingInline: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.action.quiet.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: 1,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-focus-visible]': focusRing,
      '&[aria-current="page"]': {
        backgroundColor: vars.color.action.primary.background,
        borderColor: vars.color.action.primary.background,
        color: vars.color.action.primary.text,
        fontWeight: vars.font.weight.bold,
        cursor: 'default',
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.action.disabled.text,
        backgroundColor: 'transparent',
      },
    },
  }),
);

export const stepLabel = style(
  inLayer({
    '@media': {
      [media.mobile]: visuallyHidden,
    },
  }),
);

export const chevron = style(inLayer({ width: '1rem', height: '1rem', flexShrink: 0 }));

export const ellipsis = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.target,
    color: vars.color.text.muted,
  }),
);

export const sizeField = style(
  inLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }),
);

export const sizeLabel = style(
  inLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  }),
);

/** Added to the shared field box (`fieldStyles.input`): a button that shows the value. */
export const sizeTrigger = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: 'auto',
    minWidth: '5.5rem',
    cursor: 'pointer',
    textAlign: 'start',
  }),
);

export const popover = style(
  inLayer({
    boxSizing: 'border-box',
    minWidth: 'var(--trigger-width)',
    maxHeight: '20rem',
    overflowY: 'auto',
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.dropdown,
    fontFamily: vars.font.family.body,
    outline: 'none',
  }),
);

export const listBox = style(inLayer({ outline: 'none' }));

export const option = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: vars.size.control,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-focused]': {
        backgroundColor: vars.color.action.quiet.backgroundHover,
      },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
      '&[data-selected]': { fontWeight: vars.font.weight.bold },
    },
  }),
);

export const check = style(
  inLayer({
    width: '1rem',
    height: '1rem',
    visibility: 'hidden',
    selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
  }),
);
