export { scheduledPaymentsMessages, type ScheduledPaymentsMessages } from './messages';
export {
  defaultScheduledPaymentSort,
  scheduledPaymentName,
  scheduledPaymentSortColumn,
  scheduledPaymentSortColumns,
  scheduledPaymentSortKey,
  scheduledPaymentTotal,
  scheduledPaymentView,
  scheduledTransNo,
  scheduleErrorMessage,
  scheduleErrorState,
  scheduleReturnParam,
  scheduleSuccessPath,
  scheduleSuccessQuery,
  sortScheduledPayments,
  type ScheduledPayment,
  type ScheduledPaymentAccount,
  type ScheduledPaymentSort,
  type ScheduledPaymentSortColumn,
  type ScheduledPaymentView,
  type ScheduleErrorState,
} from './scheduledPayments';
export { isScheduledPaymentsAvailable } from '../navigation/menu';
