import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/** The input and its show/hide button side by side; the input takes the room left. */
export const row = style(
  inLayer({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, minWidth: 0 }),
);

export const input = style(inLayer({ flex: '1 1 auto', minWidth: 0 }));

export const toggle = style(inLayer({ flexShrink: 0, minWidth: '4.5rem' }));

export const meter = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    marginTop: vars.space.xxs,
  }),
);

export const meterHeader = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
  }),
);

export const meterLabel = style(inLayer({ color: vars.color.text.muted }));

export const meterValue = style(
  inLayer({ fontWeight: vars.font.weight.bold, color: vars.color.text.default }),
);

export const track = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'block',
    height: '0.5rem',
    overflow: 'hidden',
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface.sunken,
  }),
);

const fillColours = {
  1: vars.color.status.danger.text,
  2: vars.color.status.warning.text,
  3: vars.color.status.info.text,
  4: vars.color.status.success.text,
} as const;

export const fill = style(
  inLayer({
    display: 'block',
    height: '100%',
    backgroundColor: vars.color.border.strong,
    transitionProperty: 'width, background-color',
    transitionDuration: vars.motion.durationNormal,
    transitionTimingFunction: vars.motion.easing,
    selectors: Object.fromEntries(
      Object.entries(fillColours).map(([score, colour]) => [
        `${meter}[data-strength="${score}"] &`,
        { backgroundColor: colour },
      ]),
    ),
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);
