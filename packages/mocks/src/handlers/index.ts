import { siteSettingsHandlers } from './siteSettings';

/** Every handler of the demo co-op. */
export const handlers = [...siteSettingsHandlers];

export { siteSettingsHandlers };
