export { BillingHistory, type BillingHistoryProps } from './BillingHistory';
export { billingHistoryMessages, type BillingHistoryMessages } from './messages';
export { RecentBillingHistory, type RecentBillingHistoryProps } from './RecentBillingHistory';
