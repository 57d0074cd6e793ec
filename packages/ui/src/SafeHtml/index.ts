export { SafeHtml, type SafeHtmlElement, type SafeHtmlProps } from './SafeHtml';
export { safeHtmlMessages, type SafeHtmlMessages } from './messages';
