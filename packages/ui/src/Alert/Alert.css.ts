import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inLayer } from '../theme/inLayer';
import { componentsLayer } from '../theme/layers.css';
import { vars } from '../theme/contract.css';
import { visuallyHidden as visuallyHiddenRule } from '../theme/visuallyHidden';
import type { Tone } from './ToneIcon';

const statusOf: Record<Tone, keyof typeof vars.color.status> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/** Text, surface and border colours of a tone (shared with Banner and Toast). */
export const toneColors = styleVariants(statusOf, (status) =>
  inLayer({
    backgroundColor: vars.color.status[status].surface,
    color: vars.color.status[status].text,
    borderColor: vars.color.status[status].border,
  }),
);

export const alert = recipe({
  base: inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.sm,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '6px',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
  variants: { tone: toneColors },
  defaultVariants: { tone: 'info' },
});

export const message = style(
  inLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    flex: '1 1 auto',
    minWidth: 0,
  }),
);

export const icon = style(
  inLayer({
    width: '1.5rem',
    height: '1.5rem',
    flexShrink: 0,
    // Level with the first line of text (1.5 line height at 1rem = 1.5rem).
    marginBlockStart: vars.space.xs,
  }),
);

export const content = style(
  inLayer({
    flex: '1 1 auto',
    minWidth: 0,
    paddingBlock: vars.space.xs,
    overflowWrap: 'anywhere',
    // Hidden for the first frame only, so the message is added to the live region after it
    // exists and screen readers announce it (see useAnnounceReady).
    selectors: { '&[data-entering]': { visibility: 'hidden' } },
  }),
);

// Links and paragraphs in a message take the tone's text colour and sit tight.
globalStyle(`${content} a`, {
  '@layer': { [componentsLayer]: { color: 'inherit', textDecoration: 'underline' } },
});
globalStyle(`${content} p`, { '@layer': { [componentsLayer]: { margin: 0 } } });

export const title = style(
  inLayer({
    display: 'block',
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    marginBlockEnd: vars.space.xxs,
  }),
);

/** The tone's spoken name: kept for screen readers, hidden on screen. */
export const visuallyHidden = style(inLayer(visuallyHiddenRule));
