import * as z from 'zod/mini';
import { optionalText } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Site';

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
  copyright: z.nullish(
    z.object({ year: z.union([z.string(), z.number()]), caption: optionalText }),
  ),
  appVersion: optionalText,
  googleAnalyticsCode: optionalText,
  featureFlagCustomCss: optionalText,
  features: z._default(z.array(featureSchema), []),
  legalContent: optionalText,
  webChatSetting: z.nullish(
    z.object({
      apiUrl: optionalText,
      coopId: optionalText,
      subTitle: optionalText,
      userName: optionalText,
      introText: optionalText,
      buttons: z._default(
        z.array(z.object({ label: z.string(), value: z.string(), visible: z.boolean() })),
        [],
      ),
    }),
  ),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;

export const getSiteSettings = defineEndpoint({
  id: 'getSiteSettings',
  tag,
  summary: 'Site settings loaded at start-up (the call itself is not shown in the spec).',
  spec: 'doc 1 §3, §7',
  method: 'GET',
  path: '/v3/site/settings',
  auth: 'none',
  applicationIdQuery: true,
  response: siteSettingsSchema,
});

/** A custom menu item (doc 1 §2.2: title, moduleLink, external, megaMenu, position, subMenu). */
export interface McpMenuItem {
  title: string;
  moduleLink?: string | null | undefined;
  external?: boolean | null | undefined;
  megaMenu?: boolean | null | undefined;
  position?: number | null | undefined;
  subMenu?: McpMenuItem[] | null | undefined;
}

export const mcpMenuItemSchema: z.ZodMiniType<McpMenuItem> = z
  .lazy(() =>
    z.object({
      title: z.string(),
      moduleLink: optionalText,
      external: z.nullish(z.boolean()),
      megaMenu: z.nullish(z.boolean()),
      position: z.nullish(z.number()),
      subMenu: z.nullish(z.array(mcpMenuItemSchema)),
    }),
  )
  .register(z.globalRegistry, { id: 'McpMenuItem' });

/** Site configuration, loaded at start-up (doc 1 §3; doc 3 §3 adds the capital credit texts). */
export const siteConfigurationSchema = z.object({
  allowSubscribeForNotification: z.boolean(),
  allowFutureDatedPayments: z.boolean(),
  allowCreditDraft: z.boolean(),
  allowBankDraft: z.boolean(),
  displayEmergencyAnnouncement: z.boolean(),
  emergencyAnnouncementMessage: optionalText,
  whecEnabled: z.boolean(),
  displayFaqUrl: optionalText,
  nexGridEnable: z.boolean(),
  nexGridLinkUrl: optionalText,
  serviceRequestMenuEnabled: z.boolean(),
  useCustomMenu: z.boolean(),
  mcpMenu: z._default(z.array(mcpMenuItemSchema), []),
  outageMapLink: optionalText,
  memberInfoLinkAvailable: z.boolean(),
  memberInfoDocsLinkName: optionalText,
  clientAvailable: z.boolean(),
  detailedUsageAnalysisLabel: optionalText,
  isOnlineDelinquentView: z.boolean(),
  delinquentViewUrl: optionalText,
  allowPasswordPasting: z.boolean(),
  capitalCreditLetterMsg: optionalText,
  unclaimedCapitalCreditMsg: optionalText,
  quickPayTileText: optionalText,
  /**
   * The provider sites of the four Services and Products tiles (doc 3 §2.12: each opens an external
   * provider site in a new window; the addresses are not shown in the spec). A tile without an
   * address is left out.
   */
  servicesAndProductsLinks: z.nullish(
    z.object({
      energySavings: optionalText,
      applianceRepair: optionalText,
      treeTrimming: optionalText,
      securitySystems: optionalText,
    }),
  ),
  applicationForServiceHeader: optionalText,
  applicationForServiceDescription: optionalText,
});

export type SiteConfiguration = z.output<typeof siteConfigurationSchema>;

export const getSiteConfiguration = defineEndpoint({
  id: 'getSiteConfiguration',
  tag,
  summary: 'Site configuration loaded at start-up (the call itself is not shown in the spec).',
  spec: 'doc 1 §3, §7',
  method: 'GET',
  path: '/v3/site/configuration',
  auth: 'none',
  applicationIdQuery: true,
  response: siteConfigurationSchema,
});

export const getMaintenanceStatus = defineEndpoint({
  id: 'getMaintenanceStatus',
  tag,
  summary: 'Whether the system is under maintenance (true: every page goes to /maint).',
  spec: 'doc 3 §7 (path not shown), doc 1 §4.2',
  method: 'GET',
  path: '/v3/site/maintenance',
  auth: 'none',
  applicationIdQuery: true,
  response: z.boolean(),
});

/** An image setting of a module (doc 1 §2.7). */
export const imageSettingSchema = z.object({
  imagePosition: z.enum(['right', 'background']),
  imageLink: z.string(),
});

export const getImageSettings = defineEndpoint({
  id: 'getImageSettings',
  tag,
  summary: 'Image settings of a module (the login page’s right-hand and background images).',
  spec: 'doc 1 §2.7, §7 (path not shown)',
  method: 'GET',
  path: '/v3/site/images/{module}',
  auth: 'none',
  applicationIdQuery: true,
  params: z.object({ module: z.enum(['login']) }),
  response: z.array(imageSettingSchema),
});
