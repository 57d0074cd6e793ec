import { plural, type CatalogueTranslations } from '@coop-portal/ui';
import { outage } from '@coop-portal/validation';

/**
 * The wording of the OutageCenter widget (doc 2 §2.6, §4, §5, §8). The spec's own texts are
 * verbatim (from `@coop-portal/validation`'s `outage.outageMessages`); where it names a message
 * without its wording (displayOutage, noOutage) or gives none (labels, buttons), it is chosen here.
 */
export const outageCenterMessages = {
  ...outage.outageMessages,
  heading: 'Outage',
  tabsLabel: 'Outage',
  statusTab: 'Status',
  reportTab: 'Report an Outage',
  mapTab: 'Map',
  historyTab: 'Outage History',
  loading: 'Loading the outage information',
  retry: 'Try again',

  // Status (doc 2 §4)
  statusHeading: 'Outage Status',
  checkingStatus: 'Checking the outage status',
  accountTerm: 'Account',
  addressTerm: 'Service Address',
  powerTerm: 'Power Status',
  /** The power at the location as shown (doc 2 §4: Y → OFF, N → ON, absent → N/A). */
  powerStatus: { ON: 'ON', OFF: 'OFF', 'N/A': 'N/A' },
  restorationTerm: 'Estimated Restoration Time',
  /** displayOutage: an outage is active at the account's location. */
  displayOutage:
    'There is an active outage at your service location. Our crews are working to restore your service.',
  /** noOutage: no outage is known at the account's location. */
  noOutage:
    'There is no known outage at your service location. If your power is out, please report an outage.',

  // Report an Outage (doc 2 §3, §4, §5)
  reportHeading: 'Report an Outage',
  issueLabel: 'Issue',
  callBackLabel: 'Call me back about this outage',
  phoneLabel: 'Call-back Phone Number',
  phoneDescription: 'Choose a phone on file or type another, e.g. (987) 456-1230.',
  noPhoneMatch: 'No phone on file matches; the number you type will be used.',
  remarksLabel: 'Remarks',
  submit: 'Submit',
  submitting: 'Sending your outage report',
  errorSummaryTitle: 'Please correct the following:',
  dismiss: 'Dismiss',
  /**
   * Not from the spec: a report made without a network, kept on this device until the connection
   * returns (then sent once, and the server's message shows as for a direct report).
   */
  reportQueued: (count: number) =>
    plural('en-US', count, {
      one: 'Your outage report is saved on this device and will be sent when you are back online.',
      other: `Your ${count} outage reports are saved on this device and will be sent when you are back online.`,
    }),
  noProblems: 'There are no outage issues to choose from. Please contact customer service.',
  /** Before the emergency outage number (doc 1 §2.1), shown when the co-op has one. */
  emergency: 'For an emergency, such as a downed power line, call',

  // Map (doc 2 §2.6, §7 OUTAGEMAPLINK)
  mapHeading: 'Outage Map',
  mapIntro: 'See the outages in the co-op’s service area and their restoration progress.',
  mapLink: 'Open the Outage Map',

  // Outage History (doc 2 §3, §9)
  historyHeading: 'Outage History',
  loadingHistory: 'Loading the outage history',
  historyTable: 'Past outages, newest first',
  interruptedColumn: 'Interrupted',
  restoredColumn: 'Restored',
  descriptionColumn: 'Description',
  notRestored: 'Not yet restored',
};

export type OutageCenterMessages = typeof outageCenterMessages;

/** Its translations, each loaded the first time the outage centre speaks that language. */
export const outageCenterTranslations: CatalogueTranslations<OutageCenterMessages> = {
  name: 'outageCenter',
  'es-US': () => import('./messages.es').then((module) => module.outageCenterMessagesEs),
};
