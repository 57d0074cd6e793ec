export * as quickPay from './quickPay';
export { keepDigits, keepDigitsUpTo } from './keyFilters';
export { validateForm, type FieldErrors, type ValidationResult } from './formErrors';
