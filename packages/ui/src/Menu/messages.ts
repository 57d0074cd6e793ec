/** The Menu's own wording; a MenuItem's `newTabLabel` prop overrides it. */
export const menuMessages = {
  /** Read after an item that is a link opening in a new tab. */
  newTab: '(opens in a new tab)',
};

export type MenuMessages = typeof menuMessages;
