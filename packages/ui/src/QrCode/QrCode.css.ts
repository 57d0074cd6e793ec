import { style } from '@vanilla-extract/css';
import { inLayer } from '../theme/inLayer';
import { vars } from '../theme/contract.css';

/*
 * A QR code must be dark modules on a light plate to scan reliably (many readers fail on inverted
 * codes), so in the dark theme it keeps a light plate: `light-dark()` picks, from the theme's own
 * tokens, the dark/light pair that suits the colour scheme the theme sets.
 */
const moduleColour = `light-dark(${vars.color.text.default}, ${vars.color.text.inverse})`;
const plateColour = `light-dark(${vars.color.surface.page}, ${vars.color.text.default})`;

export const figure = style(
  inLayer({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    maxWidth: '100%',
    fontFamily: vars.font.family.body,
    color: vars.color.text.default,
  }),
);

export const svg = style(
  inLayer({
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    borderRadius: vars.radius.sm,
    outline: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const plate = style(inLayer({ fill: plateColour }));

export const modules = style(inLayer({ fill: moduleColour }));

export const placeholder = style(
  inLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    padding: vars.space.sm,
    border: `1px dashed ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
  }),
);

export const caption = style(
  inLayer({
    maxWidth: '100%',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);
