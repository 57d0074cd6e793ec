// One query-options factory and hook per read, one mutation hook per write.
// Reads retry per createQueryClient's policy; writes never retry. One module per contract file,
// so a code-split app carries only the endpoints (and their schemas) of the hooks each part uses.
export * from './accounts';
export * from './auth';
export * from './averageBilling';
export * from './billing';
export * from './capitalCredits';
export * from './configuration';
export * from './delinquents';
export * from './drafts';
export * from './memberInfoDocuments';
export * from './mfa';
export * from './notifications';
export * from './outage';
export * from './payments';
export * from './profile';
export * from './quickPay';
export * from './registration';
export * from './roundUp';
export * from './serviceRequests';
export * from './serviceApplication';
export * from './siteSettings';
export * from './usage';
export * from './usageAnalytics';
export * from './paymentMethods';
