export { ApiClientProvider, useApiClient } from './ApiClientProvider';
export { queryKeys, siteSettingsQuery, useSiteSettings } from './queries';
export { createQueryClient, shouldRetryRead } from './queryClient';
