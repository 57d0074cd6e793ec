import type { LinkMessages } from './messages';

/** The Link's wording in Spanish (US). */
export const linkMessagesEs = {
  newTab: 'se abre en una pestaña nueva',
} satisfies LinkMessages;
