import { accountProfile } from '@coop-portal/validation';

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
    `This address is shared by ${count} other ${count === 1 ? 'account' : 'accounts'}. Update all of them or only this account?`,
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

export type AccountProfileWidgetMessages = typeof accountProfileWidgetMessages;
