import type { CatalogueTranslations } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import { outageCenterMessages } from '../OutageCenter/messages';

/**
 * The wording of the OutageReport widget: a guest's outage report on any page. The report form's
 * and status texts are the OutageCenter's (doc 2 §2.6, §4, §5, §8, verbatim where the spec gives
 * them); the account fields and their messages are Quick Pay's (doc 1 §5.1), whose verification
 * this one copies; the rest (the spec has no guest outage report) is chosen here.
 */
export const outageReportMessages = {
  ...outageCenterMessages,
  accountNumberRequired: quickPay.quickPayMessages.accountNumberRequired,
  accountNumberInvalid: quickPay.quickPayMessages.accountNumberInvalid,
  phoneLastFourRequired: quickPay.quickPayMessages.phoneLastFourRequired,
  phoneLastFourInvalid: quickPay.quickPayMessages.phoneLastFourInvalid,
  heading: 'Report an Outage',
  loadingSite: 'Loading the co-op’s outage contacts',
  verifyHeading: 'Verify your account',
  verifyIntro:
    'Enter your account number and the last 4 digits of the phone number on file to report an outage.',
  accountNumberLabel: 'Account Number',
  phoneLastFourLabel: 'Last 4 Digits of Phone Number',
  verify: 'Verify',
  verifying: 'Verifying your account',
  /** The guest's verification ran out before the report was sent: verify again. */
  expired: 'Your verification has expired. Please verify your account again.',
  otherAccount: 'Use another account',
  reportAnother: 'Report another outage',
};

export type OutageReportMessages = typeof outageReportMessages;

/** Its translations, each loaded the first time the outage report speaks that language. */
export const outageReportTranslations: CatalogueTranslations<OutageReportMessages> = {
  name: 'outageReport',
  'es-US': () => import('./messages.es').then((module) => module.outageReportMessagesEs),
};
