import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/**
 * The floating list of a Select or ComboBox. react-aria portals it (to `document.body`, or to the
 * container of a surrounding portal provider, e.g. inside an embed's shadow root), positions it
 * next to the field, and caps its height to the room on screen.
 */
export const popover = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 'var(--trigger-width)',
    maxWidth: 'calc(100vw - 1rem)',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    outline: 'none',
    overflow: 'hidden',
    zIndex: vars.zIndex.dropdown,
  }),
);

/** The list box: long lists scroll inside it. */
export const listBox = style(
  inLayer({
    boxSizing: 'border-box',
    flex: '1 1 auto',
    minHeight: 0,
    maxHeight: '18rem',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.xs,
    outline: 'none',
  }),
);

/** One option: 44px high, a tick slot, the label and optional help text. */
export const option = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focused], &[data-hovered]': {
        backgroundColor: vars.color.action.quiet.backgroundHover,
      },
      '&[data-focus-visible]': {
        boxShadow: `inset 0 0 0 2px ${vars.color.focus.ring}`,
      },
      '&[data-pressed]': { backgroundColor: vars.color.action.quiet.backgroundPressed },
      '&[data-selected]': { fontWeight: vars.font.weight.bold },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.action.disabled.text,
        backgroundColor: 'transparent',
      },
    },
  }),
);

export const check = style(
  inLayer({
    flexShrink: 0,
    display: 'inline-flex',
    width: '1rem',
    height: '1rem',
    color: vars.color.action.primary.background,
    selectors: { [`${option}[data-disabled] &`]: { color: 'inherit' } },
  }),
);

export const optionText = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const optionDescription = style(
  inLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
  }),
);

export const section = style(
  inLayer({
    selectors: {
      '&:not(:first-child)': {
        marginBlockStart: vars.space.xs,
        paddingBlockStart: vars.space.xs,
        borderBlockStart: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

export const sectionHeader = style(
  inLayer({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.muted,
  }),
);

/** Shown in place of the options when there are none ('No results'). */
export const empty = style(
  inLayer({
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    fontSize: vars.font.size.md,
    fontStyle: 'italic',
    color: vars.color.text.muted,
  }),
);

export const icon = style(inLayer({ display: 'block', width: '100%', height: '100%' }));
