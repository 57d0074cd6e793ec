export { accountsShown, splitAccounts, type AccountItems, type ProgramAccount } from './accounts';
export {
  arrangementsBalance,
  arrangementView,
  installmentRows,
  sortArrangements,
  type ArrangementRecord,
  type ArrangementView,
  type InstallmentRecord,
  type InstallmentRow,
  type InstallmentStatus,
} from './arrangements';
export {
  depositRows,
  depositsHeld,
  depositStatus,
  depositStatusLabel,
  sortDeposits,
  type DepositRecord,
  type DepositRow,
  type DepositStatus,
} from './deposits';
export { depositsAndArrangementsMessages, type DepositsAndArrangementsMessages } from './messages';
