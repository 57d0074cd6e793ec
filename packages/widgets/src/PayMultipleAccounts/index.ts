export {
  PayMultipleAccounts,
  type PayMultipleAccountsProps,
  type PayMultipleStartedDetail,
} from './PayMultipleAccounts';
export { payMultipleAccountsMessages, type PayMultipleAccountsMessages } from './messages';
export { payMultipleAccountsTranslations } from './messages';
