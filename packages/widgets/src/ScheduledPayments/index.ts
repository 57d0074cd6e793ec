export {
  ScheduledPayments,
  scheduledPaymentsWebContentKeys,
  type ScheduledPaymentsProps,
} from './ScheduledPayments';
export {
  scheduledPaymentsMessages as scheduledPaymentsWidgetMessages,
  type ScheduledPaymentsWidgetMessages,
} from './messages';
export { scheduledPaymentsTranslations } from './messages';
