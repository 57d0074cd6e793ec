export {
  averageBillingAction,
  averageBillingActionLabel,
  averageBillingViewState,
  filterAverageBillingAccounts,
  levelizedUpdateItem,
  viewAfterBulkUpdate,
  type AverageBillingAction,
  type AverageBillingView,
  type LevelizedAccount,
  type LevelizedUpdateItem,
} from './averageBilling';
export { averageBillingMessages, type AverageBillingMessages } from './messages';
