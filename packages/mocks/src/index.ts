export {
  COOP_NAME,
  CONVENIENCE_FEE_TEXT,
  CUTOFF_MESSAGE,
  DEMO_PASSWORD,
  demoAccounts,
  demoMembers,
  demoPaymentSettings,
  NO_MATCH_MESSAGE,
  type DemoAccount,
  type DemoMember,
} from './data/accounts';
export {
  demoConfigValues,
  demoImageSettings,
  demoSiteConfiguration,
  demoSiteSettings,
  demoWebContents,
} from './data/coop';
export { demoSite, demoSiteUrl, resolveDemoLinks, setDemoSiteUrl } from './data/site';
export {
  accountHandlers,
  authHandlers,
  dispatchTo,
  endpointHandlers,
  handlers,
  outageHandlers,
  paymentHandlers,
  profileHandlers,
  programHandlers,
  providerHandlers,
  quickPayHandlers,
  registrationHandlers,
  siteSettingsHandlers,
  usageHandlers,
} from './handlers';
export { DEMO_MFA_CODE, VALID_RESET_OTC } from './handlers/auth';
export { DEMO_CONTACT_CODE } from './handlers/profile';
export { demoAnswer } from './answer';
export {
  DEMO_RETRY_AFTER_SECONDS,
  errorAnswer,
  handle,
  tooManyRequests,
  type DemoContext,
} from './handlers/define';
export { outsideTerritoryMessage } from './handlers/programs';
export { anyBase } from './handlers/path';
export {
  completeHostedAction,
  hostedDraftPath,
  hostedPaymentPath,
  providerCompletePath,
  renderProviderPage,
  setDemoPortalUrl,
} from './handlers/provider';
export { paymentMethodHandlers } from './handlers/paymentMethods';
export { hostedMethodPath } from './handlers/provider';
export {
  quickPayAccountNumbers,
  scheduleParam,
  type AuthorizedSchedule,
} from './handlers/quickPay';
export { DEMO_VERIFICATION_CODE } from './handlers/registration';
export { DEMO_SESSION_MINUTES, issueToken, readToken, type DemoToken } from './handlers/tokens';
export {
  DEMO_OVERRIDES_KEY,
  readDemoOverrides,
  setDemoOverrides,
  type DemoOverrides,
} from './overrides';
export {
  demoStore,
  DemoStore,
  resetDemoStore,
  type PendingHostedAction,
  type RecordedPayment,
} from './store';
