export { outageMessages, type OutageMessages } from './messages';
export {
  buildOutageReport,
  callbackPhoneMessage,
  canReportOutage,
  createOutageReportSchema,
  outageLimits,
  outageStatusLabel,
  type OutageReport,
} from './outage';
export {
  callbackPhoneChoices,
  callbackPhoneInput,
  isOutageActive,
  outageAvailability,
  outageHistoryRows,
  outageMapLink,
  outageTabs,
  siteOutageMapLink,
  type OutageAvailability,
  type OutageHistoryRow,
  type OutageTab,
} from './center';
