export { FieldDescription, FieldError, FieldLabel } from './FieldParts';
export * as fieldStyles from './Field.css';
export type { LabelledTextFieldProps } from './fieldProps';
