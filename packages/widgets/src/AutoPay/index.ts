export { AutoPay, type AutoPayProps } from './AutoPay';
export { autoPayWidgetMessages, type AutoPayWidgetMessages } from './messages';
export { autoPayWidgetTranslations } from './messages';
