import type { SiteConfiguration, SiteSettings } from '@coop-portal/api-client';
import { useSiteConfiguration, useSiteSettings } from '@coop-portal/api-client/react';

/**
 * The site settings and configuration the frame reads (doc 1 §3). The root route loads them
 * before any page shows; the frame still copes with a moment without them (sign-out clears the
 * query cache and they load again), showing only what needs no settings.
 */
export function useFrameData(): {
  settings: SiteSettings | undefined;
  configuration: SiteConfiguration | undefined;
} {
  return { settings: useSiteSettings().data, configuration: useSiteConfiguration().data };
}
