export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
} from './client';
export {
  ConfigError,
  DEFAULT_REQUEST_TIMEOUT_MS,
  loadPortalConfig,
  portalConfigSchema,
  type ClientConfig,
  type PortalConfig,
  type PortalMessages,
  type PortalMessageTree,
} from './config';
export * from './contract';
export {
  ApiError,
  errorMessage,
  errorMessageIn,
  failureMessage,
  httpErrorMessage,
  isApiError,
  isUsageAnalyticsRedirect,
  retryAfterSeconds,
  usageAnalyticsErrorMessage,
  type ApiErrorKind,
  type ApiMessagePart,
  type Failure,
  type FailureWording,
} from './errors';
export { apiMessages, type ApiMessages } from './messages';
export { apiUrl } from './url';
export { createOpenApiDocument, type OpenApiOptions } from './openapi';
export {
  createSession,
  SESSION_TIMEOUT_LOGIN_PATH,
  isSessionOver,
  readStoredSession,
  sessionStorageKeys,
  type StoredSession,
  type KeyValueStorage,
  type Session,
  type SessionEvent,
  type SessionOptions,
  type SignOutReason,
} from './session';
