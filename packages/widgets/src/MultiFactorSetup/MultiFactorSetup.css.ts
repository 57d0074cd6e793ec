import { inLayer, vars } from '@coop-portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The widget: one column of readable width. */
export const root = style(
  inLayer({
    display: 'grid',
    gap: vars.space.md,
    maxWidth: '40rem',
    minWidth: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);

export const status = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** The card's body: the state, then what the last action did. */
export const body = style(inLayer({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

/** The on/off line: 'Status', the state in a pill, and what it means for signing in. */
export const state = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
  }),
);

export const stateLabel = style(inLayer({ fontWeight: vars.font.weight.bold }));

/** The state's word in a pill; the word tells it, the colour only repeats it. */
export const pill = style(
  inLayer({
    display: 'inline-block',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.default,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    selectors: {
      '&[data-state="on"]': {
        borderColor: vars.color.status.success.border,
        backgroundColor: vars.color.status.success.surface,
        color: vars.color.status.success.text,
      },
    },
  }),
);

export const stateDetail = style(inLayer({ flexBasis: '100%', color: vars.color.text.muted }));

/** The set-up dialog's steps. */
export const steps = style(inLayer({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

export const step = style(inLayer({ display: 'grid', gap: vars.space.sm, minWidth: 0 }));

export const stepHeading = style(
  inLayer({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const text = style(inLayer({ margin: 0 }));

export const note = style(
  inLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }),
);

/** The QR code, centred on a narrow screen and at the start on a wide one. */
export const qr = style(inLayer({ justifySelf: 'start', margin: 0 }));

/**
 * The manual key: monospace groups with a gap between them. Neither spaces nor block boxes separate
 * the groups (a gap is a margin, a line may break at a `<wbr>`), so selecting and copying the key
 * gives it exactly.
 */
export const key = style(
  inLayer({
    display: 'block',
    margin: 0,
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.default,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.lg,
    letterSpacing: '0.05em',
    overflowWrap: 'anywhere',
  }),
);

export const keyGroup = style(
  inLayer({ selectors: { '&:not(:last-child)': { marginInlineEnd: '0.6em' } } }),
);

export const form = style(inLayer({ display: 'grid', gap: vars.space.md, maxWidth: '24rem' }));

export const actions = style(
  inLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);
