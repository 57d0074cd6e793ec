import type { SafeHtmlMessages } from './messages';

/** The SafeHtml's wording in Spanish (US). */
export const safeHtmlMessagesEs = {
  newTab: '(se abre en una pestaña nueva)',
} satisfies SafeHtmlMessages;
