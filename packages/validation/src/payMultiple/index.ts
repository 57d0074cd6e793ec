export { payMultipleMessages, type PayMultipleMessages } from './messages';
export {
  accountAmountErrors,
  combinedMethods,
  defaultAmounts,
  initialSelection,
  paymentsToRequest,
  paymentTotal,
  selectAccount,
  selectAll,
  selectionState,
  type AccountPayment,
  type DefaultAmountSettings,
  type SelectionState,
} from './payMultiple';
export {
  DEFAULT_SCHEDULE_MAX_DAYS,
  isScheduledPayment,
  paymentDateError,
  paymentDateLimits,
  paymentDateMessages,
  scheduleMaxDaysAhead,
  type PaymentDateLimits,
  type PaymentDateMessages,
} from './paymentDate';
