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
} from './config';
export * from './contract';
export { ApiError, httpErrorMessage, isApiError, type ApiErrorKind } from './errors';
export { apiMessages, type ApiMessages } from './messages';
