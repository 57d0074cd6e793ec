import { plural, type CatalogueTranslations } from '@coop-portal/ui';
import { accountProfile, type MessageCatalogue } from '@coop-portal/validation';

/** The Account Profile widget's wording (doc 2 §2.2, §4, §5); the field messages are the spec's. */
export const accountProfileWidgetMessages = {
  ...accountProfile.accountProfileMessages,
  heading: 'Account Profile',
  loading: 'Loading the account profile…',
  retry: 'Try again',
  nameSection: 'Name',
  addressSection: 'Address',
  phonesSection: 'Phones',
  edit: 'Edit',
  /** The Edit button's accessible name, e.g. 'Edit Name'. */
  editSection: (section: string) => `Edit ${section}`,
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  spouseName: 'Spouse',
  streetNumber: 'Street Number',
  streetName: 'Street Name',
  streetType: 'Street Type',
  unit: 'Unit',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Select a state',
  zip: 'Zip Code',
  phoneType: (position: number) => `Phone ${position} Type`,
  phoneNumber: (position: number) => `Phone ${position} Number`,
  phoneTypePlaceholder: 'Select a type',
  deletePhone: (position: number) => `Delete Phone ${position}`,
  addPhone: 'Add Phone',
  noPhones: 'No phone numbers on file.',
  notSet: 'Not provided',
  /** Shown in a section whose configuration flag is off (ALLOW_*_UPDATE). */
  sectionLocked: 'This section cannot be changed online.',
  errorSummaryTitle: 'Please correct the following:',
  updateScopeTitle: 'Update Address',
  updateScopeBody: (count: number) =>
    `This address is shared by ${count} other ${plural('en-US', count, { one: 'account', other: 'accounts' })}. Update all of them or only this account?`,
  updateAll: 'Update All',
  updateThisAccount: 'Update This Account',
  /** Used when ACCOUNTINFOUPDATESUCCESS is not configured. */
  updateSuccess: 'Your account information has been updated.',
  saveFailed: 'Your changes were not saved:',
  notificationsTitle: 'Notifications',
  notificationsBody:
    'Your phone numbers have changed. Would you like to review your alert and notification settings?',
  continue: 'Continue',
};

/** Any text a co-op may replace, a string for each text (not the English text's literal type). */
export type AccountProfileWidgetMessages = MessageCatalogue<typeof accountProfileWidgetMessages>;

/** Its translations, each loaded the first time Account Profile speaks that language. */
export const accountProfileWidgetTranslations: CatalogueTranslations<AccountProfileWidgetMessages> =
  {
    name: 'accountProfile',
    'es-US': () => import('./messages.es').then((module) => module.accountProfileWidgetMessagesEs),
  };
