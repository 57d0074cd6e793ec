export { CurrencyField, type CurrencyFieldProps } from './CurrencyField';
export { formatAmount, sanitizeAmount, type AmountRules } from './amount';
