export { AverageBilling, type AverageBillingProps } from './AverageBilling';
export { averageBillingWidgetMessages, type AverageBillingWidgetMessages } from './messages';
export { averageBillingWidgetTranslations } from './messages';
