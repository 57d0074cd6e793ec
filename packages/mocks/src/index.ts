export { demoSiteSettings } from './data/coop';
export { handlers, siteSettingsHandlers } from './handlers';
export { anyBase } from './handlers/path';
