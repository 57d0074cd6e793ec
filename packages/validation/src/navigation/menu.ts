import { navigationMessages, type NavigationMessages } from './messages';

/** A feature flag as the site settings list it (doc 1 §3). */
export interface FeatureFlag {
  name: string;
  enable: boolean;
}

/** Whether a feature is switched on in the site settings' feature list (doc 1 §3). */
export function isFeatureOn(features: readonly FeatureFlag[] | null | undefined, name: string) {
  return (features ?? []).some((feature) => feature.name === name && feature.enable);
}

/**
 * Whether the member area offers scheduled payments (doc 1 §2.2): the menu shows Scheduled
 * Payments, and its page its list, only when the site allows future-dated payments.
 */
export function isScheduledPaymentsAvailable(configuration: {
  allowFutureDatedPayments?: boolean | null;
}): boolean {
  return configuration.allowFutureDatedPayments === true;
}

/**
 * Whether the notification pages are offered: the Notifications feature is on and the site
 * configuration allows subscribing (doc 1 §2.2). The menu's Notifications group and the pages
 * themselves follow it.
 */
export function isNotificationsAvailable(
  features: readonly FeatureFlag[] | null | undefined,
  configuration: Pick<MenuConfiguration, 'allowSubscribeForNotification'>,
): boolean {
  return (
    isFeatureOn(features, 'Notifications') && Boolean(configuration.allowSubscribeForNotification)
  );
}

/** A link of a menu: internal (a path of the portal) or external (opens a new tab). */
export interface MenuLink {
  kind: 'link';
  /** Stable id, for keys and tests. */
  id: string;
  label: string;
  /** A path of the portal (with its query) or an absolute URL when `external`. */
  href: string;
  external: boolean;
}

/** A group of links (a drop-down in the header; a section in the mobile menu). */
export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  items: MenuEntry[];
  /** Show the group as one wide panel rather than a list (custom menu's megaMenu). */
  megaMenu: boolean;
}

export type MenuEntry = MenuLink | MenuGroup;

/** The custom menu item of the site configuration (doc 1 §2.2). */
export interface CustomMenuItem {
  title: string;
  moduleLink?: string | null;
  external?: boolean | null;
  megaMenu?: boolean | null;
  position?: number | null;
  subMenu?: readonly CustomMenuItem[] | null;
}

/** The site configuration fields the menu reads (doc 1 §3). */
export interface MenuConfiguration {
  allowSubscribeForNotification?: boolean | null;
  allowFutureDatedPayments?: boolean | null;
  allowCreditDraft?: boolean | null;
  allowBankDraft?: boolean | null;
  whecEnabled?: boolean | null;
  displayFaqUrl?: string | null;
  nexGridEnable?: boolean | null;
  nexGridLinkUrl?: string | null;
  serviceRequestMenuEnabled?: boolean | null;
  useCustomMenu?: boolean | null;
  mcpMenu?: readonly CustomMenuItem[] | null;
  outageMapLink?: string | null;
  memberInfoLinkAvailable?: boolean | null;
  memberInfoDocsLinkName?: string | null;
  clientAvailable?: boolean | null;
  detailedUsageAnalysisLabel?: string | null;
  isOnlineDelinquentView?: boolean | null;
  delinquentViewUrl?: string | null;
}

/** The site settings fields the menu reads (doc 1 §3). */
export interface MenuSettings {
  features?: readonly FeatureFlag[] | null;
  homeClickRedirectionLink?: string | null;
  coopContactUsLink?: string | null;
}

export interface MenuInput {
  /** doc 1 §3: a current user exists with a valid access token. */
  isLoggedIn: boolean;
  settings: MenuSettings;
  configuration: MenuConfiguration;
  messages?: NavigationMessages;
}

/** The `link` query values of the account overview's special views (doc 1 §2.2, §2.3). */
export const accountOverviewLinks = {
  myMeter: 'mymeter',
  detailedUsageAnalysis: 'detailedusage',
} as const;

/** The default target of the logo, Home and sign-out (doc 1 §2.1). */
export const HOME_PATH = '/home';

/** A link value that is set, not blank and not the '#' placeholder (doc 1 §2.2). */
export function isUsableLink(link: string | null | undefined): link is string {
  const value = (link ?? '').trim();
  return value !== '' && value !== '#';
}

/** Whether a link leaves the portal: an absolute http(s) URL, mailto: or tel:. */
export function isExternalLink(link: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(link.trim());
}

/** A portal path with a leading slash ('login' → '/login'); absolute URLs stay as they are. */
export function toPortalPath(link: string): string {
  const value = link.trim();
  if (isExternalLink(value)) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

/** The Home menu item and home click target (doc 1 §2.1): the configured link, else /home. */
export function homeTarget(settings: Pick<MenuSettings, 'homeClickRedirectionLink'>): string {
  const link = settings.homeClickRedirectionLink;
  return isUsableLink(link) ? toPortalPath(link) : HOME_PATH;
}

const link = (id: string, label: string, href: string, external = false): MenuLink => ({
  kind: 'link',
  id,
  label,
  href,
  external,
});

const group = (id: string, label: string, items: (MenuEntry | false)[]): MenuGroup | false => {
  const kept = items.filter((item): item is MenuEntry => item !== false);
  return kept.length > 0 ? { kind: 'group', id, label, items: kept, megaMenu: false } : false;
};

/**
 * The label of the draft payments page: 'EZ Pay' in the cooperative variant where whecEnabled is
 * on, else 'Draft Payments' (doc 1 §2.2).
 */
export function draftPaymentsLabel(
  configuration: Pick<MenuConfiguration, 'whecEnabled'>,
  messages: NavigationMessages = navigationMessages,
): string {
  return configuration.whecEnabled ? messages.menu.ezPay : messages.menu.draftPayments;
}

/**
 * The name of the member information documents page, in the menu and as the page's heading (doc 3
 * §2.7): the site configuration's memberInfoDocsLinkName, else 'Member Information Documents'.
 */
export function memberInfoDocsLabel(
  configuration: Pick<MenuConfiguration, 'memberInfoDocsLinkName'>,
  fallback: string = navigationMessages.menu.memberInfoDocs,
): string {
  const name = configuration.memberInfoDocsLinkName;
  return isUsableLink(name) ? name.trim() : fallback;
}

/** Draft payments are offered when credit draft or bank draft is allowed (doc 1 §2.3). */
export function isDraftPaymentsAvailable(
  configuration: Pick<MenuConfiguration, 'allowCreditDraft' | 'allowBankDraft'>,
): boolean {
  return Boolean(configuration.allowCreditDraft || configuration.allowBankDraft);
}

/**
 * The standard main menu (doc 1 §2.2) with every visibility rule. Items that lead to a page for
 * signed-in members (the guard table of doc 3 §2.1) are shown only to a signed-in member, so a
 * guest sees Home and the public links of More.
 *
 * Choices where doc 1 is silent: Usage Tracker follows the Usages feature, Outage the Outage
 * feature, Auto Payments the Autopay feature, Deposits, Arrangements and Average Billing their
 * features, Operation RoundUp the RoundUp feature, Scheduled Payments allowFutureDatedPayments,
 * My Meter the MDMEnabled (meter data) feature; the co-op-specific Contact and Account Services
 * sub-menus of one variant are left to the custom menu.
 */
export function standardMenu({
  isLoggedIn,
  settings,
  configuration: config,
  messages = navigationMessages,
}: MenuInput): MenuEntry[] {
  const m = messages.menu;
  const on = (name: string) => isFeatureOn(settings.features, name);
  const member = isLoggedIn;
  const overview = '/accountoverview';

  const myAccount = group('my-account', m.myAccount, [
    link('account-overview', m.accountOverview, overview),
    link('account-profile', m.accountProfile, '/account-profile'),
    link('account-history', m.accountHistory, '/billpayments/history'),
    Boolean(config.serviceRequestMenuEnabled) &&
      link('service-requests', m.serviceRequests, '/service-requests'),
    on('OutageMapLinkEnabled') &&
      isUsableLink(config.outageMapLink) &&
      link('outage-map', m.outageMap, config.outageMapLink.trim(), true),
    isNotificationsAvailable(settings.features, config) &&
      group('notifications', m.notifications, [
        link('manage-notifications', m.manageNotifications, '/manage-notifications'),
        link('manage-contacts', m.manageContacts, '/manage-contacts'),
      ]),
    on('Usages') && link('usage-tracker', m.usageTracker, '/usage-tracker'),
    Boolean(config.clientAvailable) &&
      isUsableLink(config.detailedUsageAnalysisLabel) &&
      link(
        'detailed-usage-analysis',
        config.detailedUsageAnalysisLabel.trim(),
        `${overview}?link=${accountOverviewLinks.detailedUsageAnalysis}`,
      ),
    Boolean(config.isOnlineDelinquentView) &&
      isUsableLink(config.delinquentViewUrl) &&
      link('delinquents', m.delinquents, '/delinquent-history'),
    on('MDMEnabled') &&
      link('my-meter', m.myMeter, `${overview}?link=${accountOverviewLinks.myMeter}`),
    Boolean(config.nexGridEnable) &&
      isUsableLink(config.nexGridLinkUrl) &&
      link('meter-portal', m.meterPortal, config.nexGridLinkUrl.trim(), true),
  ]);

  const billingAndPayments = group('billing-payments', m.billingAndPayments, [
    group('billing', m.billing, [
      on('Deposits') && link('deposits', m.deposits, '/billpayments/view-deposits'),
      on('Arrangements') && link('arrangements', m.arrangements, '/billpayments/view-arrangements'),
      on('AverageBilling') && link('average-billing', m.averageBilling, '/levelized-billing'),
    ]),
    group('payments', m.payments, [
      link('payment-profile', m.paymentProfile, '/billpayments/payment-profile'),
      on('Autopay') && link('auto-payments', m.autoPayments, '/billpayments/auto-pay'),
      link('payment-options', m.paymentOptions, '/payment-options'),
      link('pay-multiple', m.payMultipleAccounts, '/billpayments/pay-multiple'),
      isScheduledPaymentsAvailable(config) &&
        link('scheduled-payments', m.scheduledPayments, '/scheduled-payments'),
      isDraftPaymentsAvailable(config) &&
        link('draft-payments', draftPaymentsLabel(config, messages), '/draft-payments'),
    ]),
  ]);

  const contactUs = settings.coopContactUsLink;
  const more = group('more', m.more, [
    member && on('RoundUp') && link('operation-roundup', m.operationRoundUp, '/operation-roundup'),
    isUsableLink(contactUs) &&
      link('contact-us', m.contactUs, toPortalPath(contactUs), isExternalLink(contactUs)),
    link('services-products', m.servicesAndProducts, '/services-products'),
    member &&
      Boolean(config.memberInfoLinkAvailable) &&
      link('member-info-docs', memberInfoDocsLabel(config, m.memberInfoDocs), '/member-info-docs'),
    isUsableLink(config.displayFaqUrl) &&
      link(
        'faqs',
        m.faqs,
        toPortalPath(config.displayFaqUrl),
        isExternalLink(config.displayFaqUrl),
      ),
  ]);

  return [
    link('home', m.home, homeTarget(settings)),
    member && myAccount,
    member && billingAndPayments,
    member && on('Outage') && link('outage', m.outage, '/outage-status'),
    more,
  ].filter((entry): entry is MenuEntry => entry !== false);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'item';

/**
 * The configurable custom menu (doc 1 §2.2: useCustomMenu with mcpMenu items title, moduleLink,
 * external, megaMenu, position, subMenu), ordered by position (items without one keep their order
 * after those with one). An item with a sub-menu is a group; an item without a usable link and
 * without sub-items is left out.
 */
export function customMenu(items: readonly CustomMenuItem[], parentId = 'custom'): MenuEntry[] {
  const ordered = items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.position ?? Number.POSITIVE_INFINITY) -
          (b.item.position ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    );
  const entries: MenuEntry[] = [];
  ordered.forEach(({ item }, index) => {
    const id = `${parentId}-${index}-${slug(item.title)}`;
    const children = item.subMenu?.length ? customMenu(item.subMenu, id) : [];
    if (children.length > 0) {
      entries.push({
        kind: 'group',
        id,
        label: item.title,
        items: children,
        megaMenu: Boolean(item.megaMenu),
      });
      return;
    }
    if (!isUsableLink(item.moduleLink)) return;
    const external = Boolean(item.external) || isExternalLink(item.moduleLink);
    entries.push(
      link(
        id,
        item.title,
        external ? item.moduleLink.trim() : toPortalPath(item.moduleLink),
        external,
      ),
    );
  });
  return entries;
}

/**
 * The main menu: the custom menu when useCustomMenu is on and it has items (it replaces the
 * standard menu), else the standard menu (doc 1 §2.2).
 */
export function mainMenu(input: MenuInput): MenuEntry[] {
  const custom = input.configuration.useCustomMenu
    ? customMenu(input.configuration.mcpMenu ?? [])
    : [];
  return custom.length > 0 ? custom : standardMenu(input);
}
