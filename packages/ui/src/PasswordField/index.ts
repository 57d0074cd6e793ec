export {
  PasswordField,
  passwordFieldMessages,
  type PasswordFieldMessages,
  type PasswordFieldProps,
} from './PasswordField';
export {
  defaultPasswordStrength,
  passwordStrengthMax,
  type PasswordStrength,
  type PasswordStrengthFn,
} from './passwordStrength';
