import uiCss from '@coop-portal/ui/styles.css?inline';
import widgetsCss from '@coop-portal/widgets/styles.css?inline';

/**
 * Resets what a host page could pass down by inheritance (font, colour, line height, spacing…), so
 * the host's body styles cannot reach into the widget.
 */
const hostCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.coop-embed-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--coop-font-family-body);
  font-size: var(--coop-font-size-md);
  line-height: var(--coop-font-line-height-normal);
  color: var(--coop-color-text-default);
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  white-space: normal;
  font-style: normal;
  font-weight: var(--coop-font-weight-regular);
  visibility: visible;
  cursor: auto;
  direction: ltr;
}
.coop-embed-root *, .coop-embed-root *::before, .coop-embed-root *::after { box-sizing: border-box; }
`;

/** Everything the widgets need, in the order the cascade layers expect. */
export const embedCss = [uiCss, widgetsCss, hostCss].join('\n');
