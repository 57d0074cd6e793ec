export {
  createLoginInfoSchema,
  profileLimits,
  storedDataRemoval,
  type AutopayPaymentMethod,
  type LoginInfoOptions,
  type StoredDataRemoval,
} from './loginInfo';
export {
  buildMemberUpdateRequest,
  myProfileFormValues,
  type LoginInfoValues,
  type MemberDetailsInput,
  type MemberUpdateOptions,
  type MemberUpdateRequest,
  type PaperlessValues,
} from './memberUpdate';
export { profileMessages, type ProfileMessages } from './messages';
export {
  buildProfileRoundUpAccounts,
  isSubmitAllShown,
  myProfileTabs,
  myProfileTabsShown,
  validateMyProfile,
  type MyProfilePageTab,
  type MyProfileTabSettings,
  type MyProfileOptions,
  type MyProfileTab,
  type MyProfileValidation,
  type MyProfileValues,
  type ProfileRoundUpAccount,
} from './myProfile';
export {
  createPaperlessSchema,
  isEmailLocked,
  isPaperlessColumnAllSelected,
  isPaperlessConfirmationRequired,
  selectAllPaperless,
  setPaperlessBox,
  type PaperlessAccountRow,
  type PaperlessChoices,
  type PaperlessColumn,
} from './paperless';
export { shouldCheckUsernameAvailability } from '../shared/rules';
export { isCompleteMfaCode } from '../signIn/signIn';
export {
  isMfaActivated,
  manualKeyGroups,
  mfaModeCard,
  mfaVerifyRequest,
  type MfaAction,
  type MfaModeCard,
  type MfaQrAnswer,
  type MfaVerifyAnswer,
} from './mfa';
