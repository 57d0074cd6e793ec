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
