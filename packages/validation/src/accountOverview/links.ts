import {
  customMenu,
  isFeatureOn,
  isUsableLink,
  type CustomMenuItem,
  type FeatureFlag,
  type MenuEntry,
} from '../navigation/menu';
import { textOf, type OverviewAccount } from './account';
import { accountOverviewMessages, type AccountOverviewMessages } from './messages';

/** A link of the overview's Quick Links or Payment Programs. */
export interface OverviewLink {
  kind: 'link';
  /** Stable id, for keys and tests. */
  id: string;
  label: string;
  /** A portal path (with its query) or, when `external`, an absolute URL (opens a new tab). */
  href: string;
  external: boolean;
  /** Navigation state the page it leads to reads (My Profile's `isPaperless`). */
  state?: { isPaperless: true };
}

/** The capital credit PDF link: it opens the statement in a dialog rather than leading anywhere. */
export interface CapitalCreditPdfLink {
  kind: 'capitalCreditPdf';
  id: 'capital-credit-pdf';
  label: string;
  /** The statement's address for the capital credit PDF call (viewccPdfUrl). */
  viewccPdfUrl: string;
}

export type QuickLink = OverviewLink | CapitalCreditPdfLink;

const link = (
  id: string,
  label: string,
  href: string,
  extra: Partial<Pick<OverviewLink, 'external' | 'state'>> = {},
): OverviewLink => ({ kind: 'link', id, label, href, external: false, ...extra });

const query = (path: string, values: Record<string, string | null | undefined>) => {
  const pairs = Object.entries(values).flatMap(([name, value]) => {
    const text = textOf(value);
    return text ? [`${name}=${encodeURIComponent(text)}`] : [];
  });
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
};

/**
 * The outage page of an account (doc 2 §2.1 Report Outage, §2.6): /outage-status with accountno,
 * accounttype, locationid and memberno (a missing value is left out).
 */
export function outageStatusHref(
  account: Pick<OverviewAccount, 'accountNumber' | 'accountType' | 'locationId' | 'memberNumber'>,
): string {
  return query('/outage-status', {
    accountno: account.accountNumber,
    accounttype: account.accountType,
    locationid: account.locationId,
    memberno: account.memberNumber,
  });
}

/** A portal page for an account: `path?accountno=<number>`. */
export function accountPageHref(path: string, accountNumber: string): string {
  return query(path, { accountno: accountNumber });
}

/**
 * The paperless settings that show the Paperless Billing quick link (doc 2 §2.1: "member-level or
 * account-level paperless setting on"): the member's own paperless billing (member details
 * hasPaperlessBilling) or that of the account on show (its row's hasPaperlessBilling).
 */
export interface PaperlessSettings {
  memberLevel?: boolean | null;
  accountLevel?: boolean | null;
}

export interface QuickLinksInput {
  account: Pick<
    OverviewAccount,
    | 'accountNumber'
    | 'accountType'
    | 'locationId'
    | 'memberNumber'
    | 'isPrepaidAccount'
    | 'collectMeterReading'
    | 'meterSenseccUrl'
    | 'ccPdfLinkText'
    | 'viewccPdfUrl'
  >;
  features: readonly FeatureFlag[] | null | undefined;
  configuration: { allowSubscribeForNotification?: boolean | null };
  paperless?: PaperlessSettings;
  messages?: AccountOverviewMessages;
}

/**
 * The Quick Links (doc 2 §2.1), in the spec's order, each with its rule:
 * - Account Profile — always;
 * - Alerts & Notifications — the Notifications feature and allowSubscribeForNotification;
 * - Paperless Billing — a member-level or account-level paperless setting on (My Profile, opened on
 *   its paperless tab through the navigation state `isPaperless`, as doc 1 §2.4's tile does);
 * - Outage Reporting — always (the outage page of the account);
 * - Service Requests — the OnlineServiceOrder feature;
 * - Usage Tracker — the Usages feature;
 * - the capital credit PDF link — enabled (the account info gives the link its text, ccPdfLinkText)
 *   and its URL present (viewccPdfUrl); it opens the statement;
 * - Meter Reading — the account collects meter readings and is not prepaid: the meter reading site
 *   (meterSenseccUrl, a new tab) when the account info gives one, else the Service Requests page of
 *   the account, where a reading is sent in.
 */
export function quickLinks({
  account,
  features,
  configuration,
  paperless = {},
  messages = accountOverviewMessages,
}: QuickLinksInput): QuickLink[] {
  const m = messages.quickLinks;
  const on = (name: string) => isFeatureOn(features, name);
  const number = account.accountNumber;
  const links: QuickLink[] = [
    link('account-profile', m.accountProfile, accountPageHref('/account-profile', number)),
  ];
  if (on('Notifications') && configuration.allowSubscribeForNotification) {
    links.push(link('alerts-notifications', m.alertsAndNotifications, '/manage-notifications'));
  }
  if (paperless.memberLevel || paperless.accountLevel) {
    links.push(
      link('paperless-billing', m.paperlessBilling, '/my-profile', {
        state: { isPaperless: true },
      }),
    );
  }
  links.push(link('outage-reporting', m.outageReporting, outageStatusHref(account)));
  if (on('OnlineServiceOrder')) {
    links.push(
      link('service-requests', m.serviceRequests, accountPageHref('/service-requests', number)),
    );
  }
  if (on('Usages')) {
    links.push(link('usage-tracker', m.usageTracker, accountPageHref('/usage-tracker', number)));
  }
  const ccText = textOf(account.ccPdfLinkText);
  const ccUrl = textOf(account.viewccPdfUrl);
  if (ccText && ccUrl) {
    links.push({
      kind: 'capitalCreditPdf',
      id: 'capital-credit-pdf',
      label: ccText,
      viewccPdfUrl: ccUrl,
    });
  }
  if (account.collectMeterReading && !account.isPrepaidAccount) {
    const site = account.meterSenseccUrl;
    links.push(
      isUsableLink(site)
        ? link('meter-reading', m.meterReading, site.trim(), { external: true })
        : link('meter-reading', m.meterReading, accountPageHref('/service-requests', number)),
    );
  }
  return links;
}

export interface PaymentProgramLinksInput {
  features: readonly FeatureFlag[] | null | undefined;
  configuration: {
    allowBankDraft?: boolean | null;
    allowCreditDraft?: boolean | null;
    whecEnabled?: boolean | null;
    useCustomMenu?: boolean | null;
    mcpMenu?: readonly CustomMenuItem[] | null;
  };
  messages?: AccountOverviewMessages;
}

function menuLinks(entries: readonly MenuEntry[]): OverviewLink[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group'
      ? menuLinks(entry.items)
      : [link(entry.id, entry.label, entry.href, { external: entry.external })],
  );
}

/**
 * The Payment Programs links (doc 2 §2.1), in the spec's order: Auto Pay (Autopay feature),
 * Average Billing (AverageBilling), Draft Payments — 'EZ Pay' where whecEnabled is on — (the site
 * allows both bank and credit draft), Payment Arrangement (Arrangements), Pay Multiple Accounts
 * (always), Operation Roundup (RoundUp).
 *
 * A custom menu replaces them: when useCustomMenu is on and the co-op's menu has items (the same
 * rule that replaces the main menu, doc 1 §2.2), the links are the custom menu's, in its order, its
 * groups opened out into their links.
 */
export function paymentProgramLinks({
  features,
  configuration: config,
  messages = accountOverviewMessages,
}: PaymentProgramLinksInput): { custom: boolean; links: OverviewLink[] } {
  if (config.useCustomMenu) {
    const custom = menuLinks(customMenu(config.mcpMenu ?? []));
    if (custom.length > 0) return { custom: true, links: custom };
  }
  const m = messages.payPrograms;
  const on = (name: string) => isFeatureOn(features, name);
  const links: OverviewLink[] = [];
  if (on('Autopay')) links.push(link('auto-pay', m.autoPay, '/billpayments/auto-pay'));
  if (on('AverageBilling'))
    links.push(link('average-billing', m.averageBilling, '/levelized-billing'));
  if (config.allowBankDraft && config.allowCreditDraft) {
    links.push(
      link('draft-payments', config.whecEnabled ? m.ezPay : m.draftPayments, '/draft-payments'),
    );
  }
  if (on('Arrangements')) {
    links.push(
      link('payment-arrangement', m.paymentArrangement, '/billpayments/view-arrangements'),
    );
  }
  links.push(link('pay-multiple', m.payMultipleAccounts, '/billpayments/pay-multiple'));
  if (on('RoundUp'))
    links.push(link('operation-roundup', m.operationRoundup, '/operation-roundup'));
  return { custom: false, links };
}
