/**
 * Hides content on screen and keeps it for screen readers (an external link's "(opens in a new
 * tab)", a column name the stacked layout leaves out): one pixel, clipped, out of the flow. A rule
 * to use in a `style()`, a media query or a selector.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
