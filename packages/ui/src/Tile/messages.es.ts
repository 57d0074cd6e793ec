import type { TileMessages } from './messages';

/** The Tile's wording in Spanish (US). */
export const tileMessagesEs = {
  newTab: '(se abre en una pestaña nueva)',
} satisfies TileMessages;
