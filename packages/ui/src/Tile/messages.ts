/** The Tile's own wording; override any of it through the `messages` prop. */
export const tileMessages = {
  /** Added (visually hidden) to an external link action, which opens in a new tab. */
  newTab: '(opens in a new tab)',
};

export type TileMessages = typeof tileMessages;
