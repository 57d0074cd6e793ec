import type { SiteSettings } from '@coop-portal/api-client';
import { featureNames } from '@coop-portal/api-client';

/**
 * The demo co-op: "Prairie Rivers Electric & Water Cooperative". All features on (issue 4, demo
 * data). Docs, stories and tests rely on these values exactly.
 */
export const demoSiteSettings = {
  coopName: 'Prairie Rivers Electric & Water Cooperative',
  portalFavIconPath: null,
  portalLogoPath: null,
  signOutLink: 'login',
  logoClickRedirectionLink: '/home',
  homeClickRedirectionLink: '/home',
  coopWebsiteUrl: 'https://www.prairierivers.coop.example',
  coopContactUsLink: 'https://www.prairierivers.coop.example/contact',
  aboutUs:
    '<p>Prairie Rivers Electric &amp; Water Cooperative is owned by the members it serves: 14,200 homes, farms and businesses across four counties.</p>',
  address: '1200 Cooperative Way, Riverbend, KS 66000',
  phoneNumber: '(555) 010-2000',
  officeHours: 'Monday to Friday, 7:30 a.m. to 4:30 p.m.',
  email: 'memberservices@prairierivers.coop.example',
  emergencyContactNumber: '1-800-555-0199',
  facebookUrl: 'https://www.facebook.com/prairierivers.example',
  twitterUrl: null,
  youtubeUrl: 'https://www.youtube.com/@prairierivers.example',
  instagramUrl: null,
  pinterestUrl: null,
  yelpUrl: null,
  linkedInUrl: 'https://www.linkedin.com/company/prairierivers-example',
  copyright: {
    year: 2026,
    caption: 'Prairie Rivers Electric & Water Cooperative. All rights reserved.',
  },
  appVersion: '0.0.0-demo',
  googleAnalyticsCode: null,
  featureFlagCustomCss: null,
  features: featureNames.map((name) => ({ name, enable: true })),
  legalContent:
    '<h2>Terms of Use</h2><p>Use of this portal is subject to the cooperative’s bylaws and tariffs.</p>',
  webChatSetting: null,
} satisfies SiteSettings;
