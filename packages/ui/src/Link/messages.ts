/** The Link's own wording; its `externalLabel` prop overrides it. */
export const linkMessages = {
  /** What an external link tells screen readers, in parentheses after its text. */
  newTab: 'opens in a new tab',
};

export type LinkMessages = typeof linkMessages;
