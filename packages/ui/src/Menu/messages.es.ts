import type { MenuMessages } from './messages';

/** The Menu's wording in Spanish (US). */
export const menuMessagesEs = {
  newTab: '(se abre en una pestaña nueva)',
} satisfies MenuMessages;
