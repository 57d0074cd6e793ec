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
