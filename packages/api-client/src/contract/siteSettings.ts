import * as z from 'zod';
import { defineEndpoint } from './endpoint';

const optionalText = z.string().nullish();

/** A feature flag as the site settings list them (doc 1 §3). */
export const featureSchema = z.object({ name: z.string(), enable: z.boolean() });

/** Feature names the specs use (doc 1 §3). */
export const featureNames = [
  'Autopay',
  'Arrangements',
  'Notifications',
  'Deposits',
  'AverageBilling',
  'Outage',
  'OutageMapLinkEnabled',
  'Usages',
  'OnlineServiceOrder',
  'RoundUp',
  'WebChatEnabled',
  'QuickPay',
  'ApplicationForService',
  'AclaraAce',
  'LinkedAccountsEnabled',
  'MDMEnabled',
  'MdmCloudEnabled',
] as const;

export type FeatureName = (typeof featureNames)[number];

/** Site settings, loaded at start-up (doc 1 §3). */
export const siteSettingsSchema = z.object({
  coopName: z.string(),
  portalFavIconPath: optionalText,
  portalLogoPath: optionalText,
  signOutLink: optionalText,
  logoClickRedirectionLink: optionalText,
  homeClickRedirectionLink: optionalText,
  coopWebsiteUrl: optionalText,
  coopContactUsLink: optionalText,
  aboutUs: optionalText,
  address: optionalText,
  phoneNumber: optionalText,
  officeHours: optionalText,
  email: optionalText,
  emergencyContactNumber: optionalText,
  facebookUrl: optionalText,
  twitterUrl: optionalText,
  youtubeUrl: optionalText,
  instagramUrl: optionalText,
  pinterestUrl: optionalText,
  yelpUrl: optionalText,
  linkedInUrl: optionalText,
  copyright: z.object({ year: z.union([z.string(), z.number()]), caption: optionalText }).nullish(),
  appVersion: optionalText,
  googleAnalyticsCode: optionalText,
  featureFlagCustomCss: optionalText,
  features: z.array(featureSchema).default([]),
  legalContent: optionalText,
  webChatSetting: z
    .object({
      apiUrl: optionalText,
      coopId: optionalText,
      subTitle: optionalText,
      userName: optionalText,
      introText: optionalText,
      buttons: z
        .array(z.object({ label: z.string(), value: z.string(), visible: z.boolean() }))
        .default([]),
    })
    .nullish(),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;

export const getSiteSettings = defineEndpoint({
  id: 'getSiteSettings',
  summary: 'Site settings loaded at start-up (the call itself is not shown in the spec).',
  spec: 'doc 1 §3, §7',
  method: 'GET',
  path: '/v3/site/settings',
  auth: 'none',
  applicationIdHeader: true,
  response: siteSettingsSchema,
});
