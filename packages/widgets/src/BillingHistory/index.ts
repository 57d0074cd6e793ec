export { BillingHistory, type BillingHistoryProps } from './BillingHistory';
export {
  BillNotAvailable,
  BillView,
  type BillNotAvailableProps,
  type BillViewProps,
} from './BillView';
export { billingHistoryMessages, type BillingHistoryMessages } from './messages';
export { RecentBillingHistory, type RecentBillingHistoryProps } from './RecentBillingHistory';
export { billingHistoryTranslations } from './messages';
