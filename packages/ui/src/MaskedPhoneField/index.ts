export { MaskedPhoneField, type MaskedPhoneFieldProps } from './MaskedPhoneField';
export { formatPhone, phoneDigits, phoneDigitsMax } from './phoneMask';
