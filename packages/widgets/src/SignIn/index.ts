export {
  SignInForm,
  type SignedInDetail,
  type SignInErrorDetail,
  type SignInFormProps,
  type SignInStep,
} from './SignInForm';
export {
  UsageAnalyticsJump,
  usageAnalyticsFormFields,
  type UsageAnalyticsJumpProps,
} from './UsageAnalyticsJump';
export {
  signInFormMessages,
  usageAnalyticsJumpMessages,
  type SignInFormMessages,
  type UsageAnalyticsJumpMessages,
} from './messages';
export { signInFormTranslations } from './messages';
export { usageAnalyticsJumpTranslations } from './messages';
