export {
  accountOverviewLimits,
  accountStatusLabel,
  billingHistoryRows,
  isArrangementOverdue,
  type AccountStatusFields,
  type HistoryRecord,
} from './accountOverview';
export { accountOverviewMessages, type AccountOverviewMessages } from './messages';
