import {
  configKeys,
  featureNames,
  webContentKeys,
  type EndpointAnswer,
  type getImageSettings,
  type getSiteConfiguration,
  type SiteSettings,
} from '@coop-portal/api-client';
import { COOP_NAME, CUTOFF_MESSAGE } from './accounts';
import { demoSite } from './site';

/**
 * The demo co-op: "Prairie Rivers Electric & Water Cooperative". Every feature is on but AclaraAce
 * (the jump to a usage-analytics provider after sign-in, which would take every demo sign-in away
 * from the portal); the `features` override turns it on. Docs, stories and tests rely on these
 * values exactly. Its links and images point at the demo co-op's stand-in website (data/site.ts).
 */
export const demoSiteSettings = {
  coopName: COOP_NAME,
  portalFavIconPath: null,
  portalLogoPath: null,
  signOutLink: 'login',
  logoClickRedirectionLink: '/home',
  homeClickRedirectionLink: '/home',
  coopWebsiteUrl: demoSite(),
  coopContactUsLink: demoSite('#contact'),
  aboutUs:
    '<p>Prairie Rivers Electric &amp; Water Cooperative is owned by the members it serves: 14,200 homes, farms and businesses across four counties.</p>',
  address: '1200 Cooperative Way, Riverbend, KS 66000',
  phoneNumber: '(555) 010-2000',
  officeHours: 'Monday to Friday, 7:30 a.m. to 4:30 p.m.',
  email: 'memberservices@prairierivers.coop.example',
  emergencyContactNumber: '1-800-555-0199',
  facebookUrl: demoSite('#follow-us'),
  twitterUrl: null,
  youtubeUrl: demoSite('#follow-us'),
  instagramUrl: null,
  pinterestUrl: null,
  yelpUrl: null,
  linkedInUrl: demoSite('#follow-us'),
  copyright: {
    year: 2026,
    caption: 'Prairie Rivers Electric & Water Cooperative. All rights reserved.',
  },
  appVersion: '0.0.0-demo',
  googleAnalyticsCode: null,
  featureFlagCustomCss: null,
  features: featureNames.map((name) => ({ name, enable: name !== 'AclaraAce' })),
  legalContent:
    '<h2>Terms of Use</h2><p>Use of this portal is subject to the cooperative’s bylaws and tariffs.</p>',
  webChatSetting: null,
} satisfies SiteSettings;

/** Site configuration of the demo co-op: every menu item and tile visible (doc 1 §3). */
export const demoSiteConfiguration = {
  allowSubscribeForNotification: true,
  allowFutureDatedPayments: true,
  allowCreditDraft: true,
  allowBankDraft: true,
  displayEmergencyAnnouncement: true,
  emergencyAnnouncementMessage:
    'Crews are restoring power after Tuesday’s storm. Check the outage map for the latest updates.',
  whecEnabled: false,
  displayFaqUrl: demoSite('#faq'),
  nexGridEnable: true,
  nexGridLinkUrl: demoSite('#energy'),
  serviceRequestMenuEnabled: true,
  useCustomMenu: false,
  mcpMenu: [],
  outageMapLink: demoSite('#outage-map'),
  memberInfoLinkAvailable: true,
  memberInfoDocsLinkName: 'Member Information Documents',
  clientAvailable: true,
  detailedUsageAnalysisLabel: 'Detailed Usage Analysis',
  isOnlineDelinquentView: true,
  delinquentViewUrl: '/delinquent-history',
  allowPasswordPasting: false,
  capitalCreditLetterMsg:
    'If you received a capital credit letter, return it signed here: enter the Member Number and Letter ID printed on it.',
  unclaimedCapitalCreditMsg:
    'Former members with unclaimed capital credits can search by name and send us a claim.',
  quickPayTileText: null,
  servicesAndProductsLinks: {
    energySavings: demoSite('#energy-savings'),
    applianceRepair: demoSite('#appliance-repair'),
    treeTrimming: demoSite('#tree-trimming'),
    securitySystems: demoSite('#security-systems'),
  },
  applicationForServiceHeader: 'Start, stop or move service',
  applicationForServiceDescription:
    'Moving to or within our service territory? Apply for new service online.',
} satisfies EndpointAnswer<typeof getSiteConfiguration>;

/** Configuration keys (config and client keys) of the demo co-op; values are 'Y'/'N' or text. */
export const demoConfigValues: Record<string, string> = {
  [configKeys.echeckProcessAsDraft]: 'N',
  [configKeys.payCutoffAccount]: 'Y',
  [configKeys.cutoffMessage]: CUTOFF_MESSAGE,
  [configKeys.cutoffOverride]: 'Y',
  [configKeys.prepaidMinimum]: '20.00',
  [configKeys.enforceNoMoreChecks]: 'Y',
  [configKeys.coopName]: COOP_NAME,
  [configKeys.registerSsnDigits]: '4',
  [configKeys.paperlessBillingOption]: 'Y',
  [configKeys.paperlessOtherOption]: 'Y',
  [configKeys.paperlessBillingDefault]: 'N',
  [configKeys.paperlessOtherDefault]: 'N',
  [configKeys.displayMarketingEmailSignup]: 'Y',
  [configKeys.registerEmailTwice]: 'Y',
  [configKeys.registrationControlNoType]: 'ACCOUNT',
  [configKeys.paperlessConfirmationText]:
    'I agree to receive my bills and notices electronically and understand that paper copies will stop.',
  [configKeys.allowUserProvidedContact]: 'N',
  [configKeys.allowNameUpdate]: 'Y',
  [configKeys.allowAddressUpdate]: 'Y',
  [configKeys.allowPhoneUpdate]: 'Y',
  [configKeys.accountInfoUpdateMessage]: 'Y',
  [configKeys.allowProfileDbUpdate]: 'Y',
  [configKeys.displaySpouseContact]: 'Y',
  [configKeys.participate]: 'Y',
  [configKeys.plusParticipate]: 'Y',
  [configKeys.sendPaymentEmail]: 'Y',
  [configKeys.sendServiceOrderEmail]: 'Y',
  [configKeys.enableMfa]: 'Y',
  [configKeys.paperlessByAccount]: 'Y',
  [configKeys.displayAnnualMeetingNotice]: 'Y',
  [configKeys.outageMapLink]: demoSite('#outage-map'),
  [configKeys.usageTableStructure]: 'DATE,USAGE,HIGH_TEMP,LOW_TEMP',
  [configKeys.usageSortOrder]: 'DESC',
  [configKeys.hideNonElectric]: 'N',
  [configKeys.usageGraphEnabled]: 'Y',
  [configKeys.accountOverviewLayout]: 'INITIAL',
  [configKeys.draftDaysAfterBillingMax]: '20',
  [configKeys.preventDraftWhenPastDue]: 'Y',
  [configKeys.customDraftSetup]: 'Y',
  [configKeys.nachaBankDraft]: 'Y',
  [configKeys.paymentProcessor]: 'DEMO',
  [configKeys.scheduledPaymentMaxDays]: '30',
};

/** Web contents (texts) of the demo co-op. */
export const demoWebContents: Record<string, string> = {
  [webContentKeys.memberNumberLabel]: 'Account Number',
  [webContentKeys.statementIdLabel]: 'Statement ID',
  [webContentKeys.marketingEmailSignupText]:
    'Send me the co-op’s newsletter and energy-saving tips by e-mail.',
  [webContentKeys.profileReviewPending]:
    'Your last change is being reviewed by member services and will show here once approved.',
  [webContentKeys.accountInfoUpdateSuccess]: 'Your account information has been updated.',
  [webContentKeys.scheduledPaymentsOverview]:
    'Payments you scheduled for a later date. Delete one to cancel it before its payment date.',
  [webContentKeys.scheduledPaymentsAccountListOverview]:
    'The accounts this scheduled payment will pay.',
  [webContentKeys.usageDisclaimer]:
    'Usage shown here is for information only; your bill is based on your official meter reads.',
  [webContentKeys.usageSuspendedMessage]:
    'Usage data for this account is temporarily unavailable while we upgrade its meter.',
  [webContentKeys.myProfileUpdateSuccess]: 'Your profile has been updated.',
};

/** Login page images (doc 1 §2.7). */
export const demoImageSettings = [
  {
    imagePosition: 'right',
    imageLink: demoSite('images/linecrew.svg'),
  },
  {
    imagePosition: 'background',
    imageLink: demoSite('images/prairie-sunrise.svg'),
  },
] satisfies EndpointAnswer<typeof getImageSettings>;
