export { DelinquentHistory, type DelinquentHistoryProps } from './DelinquentHistory';
export { delinquentHistoryMessages, type DelinquentHistoryMessages } from './messages';
export { delinquentHistoryTranslations } from './messages';
