export { CurrencyField, type CurrencyFieldProps } from './CurrencyField';
