export { Form, type ErrorSummaryItem, type FormProps, type FormValidationErrors } from './Form';
