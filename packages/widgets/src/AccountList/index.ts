export { AccountList, type AccountListProps } from './AccountList';
export { accountListMessages, type AccountListMessages } from './messages';
export { accountListTranslations } from './messages';
