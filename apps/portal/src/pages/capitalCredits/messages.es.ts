import type { CapitalCreditsPageMessages } from './messages';

/** The capital credit pages' wording in Spanish (US): the widgets' headings. */
export const capitalCreditsPageMessagesEs = {
  letterReturnTitle: 'Devolución de la carta de créditos de capital',
  unclaimedTitle: 'Créditos de capital no reclamados',
} satisfies CapitalCreditsPageMessages;
