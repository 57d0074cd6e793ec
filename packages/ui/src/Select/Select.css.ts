import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

export const root = style(inLayer({}));

/** The button that opens the list; drawn like a text field (Field's `input` style) plus this. */
export const trigger = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingInlineEnd: vars.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.color.surface.raised },
      [`${root}[data-invalid] &`]: {
        borderColor: vars.color.status.danger.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.status.danger.text}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  }),
);

export const value = style(
  inLayer({
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-placeholder]': { color: vars.color.text.muted },
      [`${trigger}[data-disabled] &`]: { color: 'inherit' },
    },
  }),
);

export const chevron = style(
  inLayer({
    flexShrink: 0,
    width: vars.size.target,
    height: vars.size.target,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationFast,
    selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
  }),
);
