export { Form, type FormProps, type FormValidationErrors } from './Form';
export { type ErrorSummaryItem } from './ErrorSummary';
