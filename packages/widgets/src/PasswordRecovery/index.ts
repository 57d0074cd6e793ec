export {
  ForgotCredentials,
  type ForgotCredentialsDetail,
  type ForgotCredentialsMode,
  type ForgotCredentialsProps,
} from './ForgotCredentials';
export { passwordRecoveryMessages, type PasswordRecoveryMessages } from './messages';
export {
  ResetPassword,
  type ResetPasswordErrorDetail,
  type ResetPasswordProps,
  type ResetPasswordStage,
} from './ResetPassword';
export type { RecoveryHeadingLevel } from './shared';
export { passwordRecoveryTranslations } from './messages';
