import { accountProfileMessagesEs } from '../accountProfile/messages.es';
import { capitalCreditsMessagesEs } from '../capitalCredits/messages.es';
import type { ServiceApplicationMessages } from './messages';

/**
 * The Application for Service messages in Spanish (US): the same keys as
 * `serviceApplicationMessages`. Where the English borrows another form's message, the Spanish
 * borrows that form's translation (the claim form's phone, e-mail and address, the account
 * profile's first name and zip); the rest is worded here, in the terms of docs/glossary-es-US.md.
 * Dates come formatted.
 */
export const serviceApplicationMessagesEs = {
  accountTypeRequired: 'Elija un tipo de cuenta.',
  firstNameRequired: accountProfileMessagesEs.firstNameRequired,
  lastNameRequired: 'Ingrese el apellido.',
  businessNameRequired: 'Ingrese el nombre de la empresa.',
  phoneRequired: capitalCreditsMessagesEs.phoneRequired,
  phoneInvalid: capitalCreditsMessagesEs.phoneInvalid,
  emailRequired: capitalCreditsMessagesEs.emailRequired,
  emailInvalid: capitalCreditsMessagesEs.emailInvalid,
  address1Required: capitalCreditsMessagesEs.address1Required,
  cityRequired: capitalCreditsMessagesEs.cityRequired,
  stateRequired: capitalCreditsMessagesEs.stateRequired,
  zipRequired: accountProfileMessagesEs.zipRequired,
  zipInvalid: accountProfileMessagesEs.zipInvalid,
  startDateRequired: 'Elija una fecha de inicio.',
  startDateInPast: 'La fecha de inicio no puede ser una fecha pasada.',
  agreementRequired: 'Marque la casilla para continuar.',
  tooManyAttempts: capitalCreditsMessagesEs.tooManyAttempts,
  tooManyAttemptsLater: capitalCreditsMessagesEs.tooManyAttemptsLater,
  invalidDate: 'Ingrese una fecha válida.',
  dateTooLate: (maxDate: string) => `Ingrese una fecha igual o anterior al ${maxDate}.`,
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
} satisfies ServiceApplicationMessages;
