import type { CatalogueTranslations } from '@coop-portal/ui';
import { serviceApplication, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The wording of the Application for Service widgets. The spec gives the two page titles, 'New
 * Service' and 'Application For Service' (doc 1 §2.3, doc 3 §2.1); the field messages are
 * validation's (the portal's phone, e-mail, address and zip messages, verbatim); the rest is
 * chosen here.
 */
export const serviceApplicationWidgetMessages = {
  ...serviceApplication.serviceApplicationMessages,
  choiceHeading: 'New Service',
  choiceIntro: 'Choose the kind of service you need, then fill in the application.',
  accountTypeLabel: 'Account type',
  continue: 'Continue to the application',
  loadingTypes: 'Loading the account types',
  continuing: 'Opening the application',
  retry: 'Try again',
  formHeading: 'Application For Service',
  formIntro:
    'Apply for new service with the co-op. Fields marked as required must be filled in; it takes about five minutes.',
  /** The account type applied for, e.g. 'Applying for: Farm service'. */
  applyingFor: (description: string) => `Applying for: ${description} service`,
  changeAccountType: 'Change account type',
  businessSection: 'Business',
  businessName: 'Business name',
  applicantSection: 'Applicant',
  contactPersonSection: 'Contact person',
  firstName: 'First name',
  lastName: 'Last name',
  contactSection: 'How we reach you',
  phone: 'Phone number',
  phoneDescription: 'For example (987) 456-1230.',
  email: 'Email address',
  serviceAddressSection: 'Service address',
  serviceAddressDescription: 'Where you need service.',
  mailingAddressSection: 'Mailing address',
  mailingSameAsService: 'My mailing address is the same as the service address',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Select a state',
  zip: 'Zip code',
  startSection: 'Service start',
  startDate: 'Requested start date',
  /** The start date's window, e.g. 'From 03/10/2026 to 05/09/2026.' (the dates come formatted) */
  startDateDescription: (first: string, last: string) => `From ${first} to ${last}.`,
  comments: 'Comments',
  commentsDescription: 'Anything we should know: gate codes, existing meters, a building plan.',
  agreement:
    'I confirm that the information above is true, and I agree that the co-op may contact me about this application.',
  submit: 'Submit application',
  submitting: 'Submitting your application',
  errorSummaryTitle: 'Please correct the following:',
  dismiss: 'Dismiss',
  receivedHeading: 'Application received',
  /** The confirmation number sentence. */
  confirmationNumber: (number: string) => `Your confirmation number is ${number}.`,
  nextSteps:
    'What happens next: member services reviews your application within 2 business days, then calls or emails you to arrange your membership, any deposit and the connection. Keep your confirmation number to ask about your application.',
  startAnother: 'Start another application',
};

/**
 * The catalogue's type: a text for each key (any text, not only the English one), a function with
 * the same parameters for each interpolated text.
 */
export type ServiceApplicationWidgetMessages = MessageCatalogue<
  typeof serviceApplicationWidgetMessages
>;

/** Its translations, each loaded the first time Application for Service speaks that language. */
export const serviceApplicationWidgetTranslations: CatalogueTranslations<ServiceApplicationWidgetMessages> =
  {
    name: 'serviceApplication',
    'es-US': () =>
      import('./messages.es').then((module) => module.serviceApplicationWidgetMessagesEs),
  };
