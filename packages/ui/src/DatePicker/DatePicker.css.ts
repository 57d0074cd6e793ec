import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus';
import { inLayer } from '../theme/inLayer';
import { media } from '../theme/tokens';
import { vars } from '../theme/contract.css';

const buttonSize = '2.25rem';

export const root = style(inLayer({}));

/** The segments and the calendar button; drawn like a text field (Field's `input` style) plus this. */
export const group = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInlineEnd: vars.space.xs,
    selectors: {
      '&[data-focus-within]': focusRing,
      [`${root}[data-invalid] &`]: {
        borderColor: vars.color.status.danger.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.status.danger.text}`,
      },
    },
  }),
);

export const dateInput = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    flex: '1 1 auto',
    minWidth: 0,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** One editable part (month, day, year) or a literal ('/'). */
export const segment = style(
  inLayer({
    boxSizing: 'border-box',
    paddingInline: '0.0625rem',
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    outline: 'none',
    caretColor: 'transparent',
    selectors: {
      '&[data-placeholder]': { color: vars.color.text.muted },
      '&[data-type="literal"]': { paddingInline: 0 },
      '&[data-focused]': {
        backgroundColor: vars.color.action.primary.background,
        color: vars.color.action.primary.text,
      },
      '&[data-disabled]': { color: vars.color.action.disabled.text },
    },
  }),
);

export const calendarButton = style(
  inLayer({
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: buttonSize,
    height: buttonSize,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.default,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.action.disabled.text,
        backgroundColor: 'transparent',
      },
    },
  }),
);

export const icon = style(inLayer({ display: 'block', width: '1.25rem', height: '1.25rem' }));

/** The month buttons' chevrons: the kit's 16-unit chevrons at 1rem, 10px tall. */
export const navIcon = style(inLayer({ display: 'block', width: '1rem', height: '1rem' }));

/** The calendar's floating panel, portalled by react-aria like every overlay. */
export const popover = style(
  inLayer({
    boxSizing: 'border-box',
    maxWidth: 'calc(100vw - 1rem)',
    overflow: 'auto',
    padding: vars.space.sm,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    outline: 'none',
    zIndex: vars.zIndex.dropdown,
  }),
);

export const dialog = style(inLayer({ outline: 'none' }));

export const calendarHeader = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    marginBlockEnd: vars.space.xs,
  }),
);

export const heading = style(
  inLayer({
    flex: '1 1 auto',
    margin: 0,
    textAlign: 'center',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
  }),
);

export const navButton = style([calendarButton, inLayer({ width: '2.5rem', height: '2.5rem' })]);

export const grid = style(
  inLayer({ borderCollapse: 'separate', borderSpacing: '2px', marginInline: 'auto' }),
);

export const weekday = style(
  inLayer({
    paddingBlock: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.muted,
    textAlign: 'center',
  }),
);

/** One day: at least 36px square; selected, today, out-of-range and invalid states. */
export const cell = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    color: vars.color.text.default,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    '@media': { [media.mobile]: { width: '2.25rem', height: '2.25rem' } },
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-today]': {
        fontWeight: vars.font.weight.bold,
        textDecoration: 'underline',
        textUnderlineOffset: '0.25em',
      },
      '&[data-hovered]': { backgroundColor: vars.color.action.quiet.backgroundHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-selected]': {
        backgroundColor: vars.color.action.primary.background,
        color: vars.color.action.primary.text,
        fontWeight: vars.font.weight.bold,
      },
      '&[data-selected][data-hovered]': {
        backgroundColor: vars.color.action.primary.backgroundHover,
      },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
      '&[data-disabled], &[data-unavailable]': {
        cursor: 'not-allowed',
        color: vars.color.action.disabled.text,
        backgroundColor: 'transparent',
        textDecoration: 'line-through',
      },
      '&[data-invalid][data-selected]': {
        backgroundColor: vars.color.status.danger.text,
        color: vars.color.surface.page,
      },
    },
  }),
);
