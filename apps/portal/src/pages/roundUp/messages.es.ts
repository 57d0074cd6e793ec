import type { RoundUpPageMessages } from './messages';

/** The Operation RoundUp page's wording in Spanish (US). */
export const roundUpPageMessagesEs = {
  title: 'Operación Redondeo',
} satisfies RoundUpPageMessages;
