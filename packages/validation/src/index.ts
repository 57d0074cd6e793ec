export * as accountList from './accountList';
export * as accountOverview from './accountOverview';
export * as accountProfile from './accountProfile';
export * as averageBilling from './averageBilling';
export * as delinquents from './delinquents';
export * as billingHistory from './billingHistory';
export * as capitalCredits from './capitalCredits';
export * as depositsAndArrangements from './depositsAndArrangements';
export * as drafts from './drafts';
export * as memberInfoDocuments from './memberInfoDocuments';
export * as navigation from './navigation';
export * as notifications from './notifications';
export * as outage from './outage';
export * as payMultiple from './payMultiple';
export * as paymentProfile from './paymentProfile';
export * as password from './password';
export * as profile from './profile';
export * as quickPay from './quickPay';
export * as registration from './registration';
export * as roundUp from './roundUp';
export * as scheduledPayments from './scheduledPayments';
export * as serviceApplication from './serviceApplication';
export * as serviceRequest from './serviceRequest';
export * as signIn from './signIn';
export * as usage from './usage';

export {
  validateForm,
  validateFormByPath,
  type FieldErrors,
  type PathErrors,
  type PathValidationResult,
  type ValidationResult,
} from './formErrors';
export {
  DEFAULT_FORMAT_LOCALE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  plural,
} from './i18n';
export {
  CITY_BLOCKED_CHARACTERS,
  cutToLength,
  isAmountKey,
  isCityKey,
  isDigitKey,
  isOutagePhoneKey,
  isPasswordKey,
  keepAmount,
  keepDigits,
  keepDigitsUpTo,
  keepOutagePhoneCharacters,
  removeCityBlockedCharacters,
  removeSpaces,
} from './keyFilters';
export type { MessageCatalogue } from './shared/catalogue';
export { csvField, fileNamePart, toCsv } from './shared/csv';
export { formatUsDate, toIsoDate, type DateInput } from './shared/dates';
export { formatUsDateTime } from './shared/dateTime';
export { fallbackMessages } from './shared/fallbackMessages';
export {
  formatAmount,
  formatAmountInput,
  formatCurrency,
  parseAmount,
  parseAmountToCents,
  roundAmount,
  sumAmounts,
  toCents,
  type AmountValue,
  type ParseAmountOptions,
} from './shared/money';
export {
  formatUsPhone,
  isUsPhone,
  phoneDigits,
  telHref,
  US_PHONE_LENGTH,
  withoutUsCountryCode,
  type UsPhoneOptions,
} from './shared/phone';
export {
  isSettingOn,
  isValidEmail,
  isValidUsername,
  isValidZip,
  zipForRequest,
} from './shared/rules';
export { usStates, type StateOption } from './shared/usStates';
