export { historyCsv, historyCsvFileName, historyCsvRows, type HistoryCsvLabels } from './export';
export {
  findBill,
  hasStatement,
  isBillRecord,
  mergeAccountHistory,
  type BillingHistoryItem,
  type HistoryRecord,
  type HistoryType,
  type PaymentHistoryItem,
} from './history';
export { billingHistoryMessages, type BillingHistoryMessages } from './messages';
export {
  billingHistoryLimits,
  defaultHistorySort,
  filterAccountHistory,
  historyDateRangeErrors,
  historyPageSize,
  historyTypeFilters,
  pageOfHistory,
  sortAccountHistory,
  type HistoryDateRangeErrors,
  type HistoryFilters,
  type HistorySort,
  type HistorySortColumn,
  type HistoryTypeFilter,
} from './view';
