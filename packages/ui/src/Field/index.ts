export { FieldDescription, FieldError, FieldLabel } from './FieldParts';
export { useControlledValue } from './useControlledValue';
export * as fieldStyles from './Field.css';
export type { LabelledTextFieldProps } from './fieldProps';
