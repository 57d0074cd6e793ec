export {
  UsernameAvailability,
  type AvailabilityStatus,
  type UsernameAvailabilityProps,
  type UsernameAvailabilityText,
} from './UsernameAvailability';
export { useUsernameAvailability, type UsernameAvailabilityCheck } from './useUsernameAvailability';
export { usernameMessages } from './messages';
export {
  SecurityQuestionFields,
  type SecurityQuestion,
  type SecurityQuestionFieldsProps,
} from './SecurityQuestionFields';
export { UsernameField, type UsernameFieldProps } from './UsernameField';
