import type { CatalogueTranslations } from '@coop-portal/ui';

/**
 * Wording of the contact details block (doc 1 §2.1 footer: address, phone, office hours, email,
 * Connect with Us link, emergency outage number, corporate website link). The spec names the
 * parts but gives no labels except 'Connect with Us'; a co-op may override any of these.
 */
export const contactDetailsMessages = {
  heading: 'Contact Us',
  address: 'Address',
  phone: 'Phone',
  officeHours: 'Office hours',
  email: 'Email',
  emergency: 'Emergency outage number',
  connectWithUs: 'Connect with Us',
  website: (coopName: string) => `Visit the ${coopName} website`,
  loading: 'Loading contact details',
  retry: 'Try again',
} as const;

export type ContactDetailsMessages = {
  [K in keyof typeof contactDetailsMessages]: (typeof contactDetailsMessages)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

/** Its translations, each loaded the first time the contact details speak that language. */
export const contactDetailsTranslations: CatalogueTranslations<ContactDetailsMessages> = {
  name: 'contactDetails',
  'es-US': () => import('./messages.es').then((module) => module.contactDetailsMessagesEs),
};
