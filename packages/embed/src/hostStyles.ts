// Plain CSS strings shared by the loader (before the widget is fetched) and the widget itself. No
// imports: the loader stays tiny.

/**
 * The host element and the shadow root's top element. `all: initial` and explicit values reset
 * what a host page could pass down by inheritance (font, colour, line height, spacing…), so the
 * host's body styles cannot reach into the widget.
 */
export const hostCss = `
:host { display: block; }
:host([mode="button"]), :host(:not([mode])) { display: inline-block; }
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
  text-shadow: none;
  white-space: normal;
  font-style: normal;
  font-variant: normal;
  font-weight: var(--coop-font-weight-regular);
  visibility: visible;
  cursor: auto;
  direction: ltr;
}
.coop-embed-root *, .coop-embed-root *::before, .coop-embed-root *::after { box-sizing: border-box; }
`;

/**
 * The Quick Pay trigger (`part="button"`): the ui kit's primary button, in the theme's tokens, as a
 * native button so the loader can draw it before React arrives.
 */
export const triggerCss = `
@layer coop-components {
  .coop-embed-trigger {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: var(--coop-size-control);
    min-width: var(--coop-size-target);
    margin: 0;
    padding-block: var(--coop-space-xs);
    padding-inline: var(--coop-space-md);
    border: 2px solid var(--coop-color-action-primary-background);
    border-radius: var(--coop-radius-md);
    background-color: var(--coop-color-action-primary-background);
    color: var(--coop-color-action-primary-text);
    font-family: var(--coop-font-family-body);
    font-size: var(--coop-font-size-md);
    font-weight: var(--coop-font-weight-bold);
    line-height: var(--coop-font-line-height-tight);
    text-align: center;
    cursor: pointer;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
    transition-property: background-color, border-color, color, box-shadow;
    transition-duration: var(--coop-motion-duration-fast);
    transition-timing-function: var(--coop-motion-easing);
  }
  .coop-embed-trigger:hover {
    background-color: var(--coop-color-action-primary-background-hover);
    border-color: var(--coop-color-action-primary-background-hover);
  }
  .coop-embed-trigger:active {
    background-color: var(--coop-color-action-primary-background-pressed);
    border-color: var(--coop-color-action-primary-background-pressed);
  }
  .coop-embed-trigger:focus-visible {
    outline: var(--coop-size-focus-ring) solid var(--coop-color-focus-ring);
    outline-offset: 2px;
  }
  .coop-embed-trigger[aria-busy="true"] { cursor: progress; }
  [data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; }
}
`;

/**
 * An inline widget that has no surface of its own (the outage report) gets the theme's page
 * surface, so its text keeps its contrast whatever the host page's background (a dark theme on a
 * light page). Only in the bundles that render such a widget.
 */
export const surfaceCss = `
@layer coop-components {
  .coop-embed-surface {
    box-sizing: border-box;
    max-width: 600px;
    padding: var(--coop-space-lg);
    background-color: var(--coop-color-surface-page);
    color: var(--coop-color-text-default);
    border: 1px solid var(--coop-color-border-subtle);
    border-radius: var(--coop-radius-lg);
  }
}
`;
