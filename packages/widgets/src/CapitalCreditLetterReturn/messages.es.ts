import { capitalCreditsMessagesEs } from '@coop-portal/validation/es';
import type { CapitalCreditLetterReturnMessages } from './messages';

/**
 * The Capital Credit Letter Return wording in Spanish (US), loaded only when the widget speaks
 * Spanish: the rule messages from `@coop-portal/validation/es` and the page's own ("créditos de
 * capital", "número de miembro", per docs/glossary-es-US.md).
 */
export const capitalCreditLetterReturnMessagesEs = {
  ...capitalCreditsMessagesEs,
  heading: 'Devolución de la carta de créditos de capital',
  memberNumberLabel: 'Número de miembro',
  letterIdLabel: 'ID de la carta',
  // The visible name of the help button is its icon: the name says what it opens.
  helpButtonLabel: 'Ayuda con el ID de la carta',
  helpTitle: 'ID de la carta',
  helpClose: 'Cerrar',
  submit: 'Devolver la carta firmada',
  sending: 'Devolviendo su carta firmada…',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',
} satisfies CapitalCreditLetterReturnMessages;
