export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { passwordFieldMessages, type PasswordFieldMessages } from './messages';
export {
  defaultPasswordStrength,
  passwordStrengthMax,
  type PasswordStrength,
  type PasswordStrengthFn,
} from './passwordStrength';
