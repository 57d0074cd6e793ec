/** The SafeHtml's own wording; override any of it through the `messages` prop. */
export const safeHtmlMessages = {
  /** Added (visually hidden) to every link to another site, which opens in a new tab. */
  newTab: '(opens in a new tab)',
};

export type SafeHtmlMessages = typeof safeHtmlMessages;
