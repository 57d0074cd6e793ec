export { MaskedPhoneField, type MaskedPhoneFieldProps } from './MaskedPhoneField';
