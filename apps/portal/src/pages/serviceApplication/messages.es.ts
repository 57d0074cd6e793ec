import type { ServiceApplicationPageMessages } from './messages';

/** The Application for Service pages' wording in Spanish (US): the home tiles' titles. */
export const serviceApplicationPageMessagesEs = {
  choiceTitle: 'Nuevo servicio',
  applicationTitle: 'Solicitar servicio',
} satisfies ServiceApplicationPageMessages;
