import {
  accountOverviewLinks,
  draftPaymentsLabel,
  isDraftPaymentsAvailable,
  isFeatureOn,
  isUsableLink,
  type FeatureFlag,
  type MenuConfiguration,
} from './menu';
import { navigationMessages, type NavigationMessages } from './messages';

/** The service-application routes (doc 1 §2.3). */
export const applicationForServicePaths = {
  withoutAccountTypes: '/service-type/application-for-service',
  withAccountTypes: '/service-type/select-service-type',
} as const;

/** A home page tile (doc 1 §2.3). */
export interface HomeTile {
  id:
    | 'quick-pay'
    | 'payment-options'
    | 'online-payments'
    | 'services-products'
    | 'account-profile'
    | 'pay-multiple'
    | 'draft-payments'
    | 'application-for-service'
    | 'my-meter';
  title: string;
  /** A second heading under the title, from settings (the service-application tile). */
  subtitle?: string;
  text: string;
  /** Where the tile leads; the Quick Pay tile opens a dialog instead (`opensDialog`). */
  href: string;
  /** The Quick Pay tile opens the Quick Pay dialog (guest) or payment confirmation (member). */
  opensDialog?: 'quickPay' | 'paymentConfirmation';
  /** Navigation state to pass along (the account types for the service type selection). */
  state?: { accountTypes: readonly unknown[] };
}

export interface HomeTilesInput {
  isLoggedIn: boolean;
  /** Whether a child route of home is open (then no Quick Pay tile, doc 1 §2.3). */
  childRouteOpen?: boolean;
  settings: { features?: readonly FeatureFlag[] | null };
  configuration: Pick<MenuConfiguration, 'allowCreditDraft' | 'allowBankDraft' | 'whecEnabled'> & {
    quickPayTileText?: string | null;
    applicationForServiceHeader?: string | null;
    applicationForServiceDescription?: string | null;
  };
  /**
   * The answer of "get account types for service requests" (doc 1 §2.3, §7: a list), passed on
   * as it is to the service type selection.
   */
  accountTypes?: readonly unknown[] | null;
  messages?: NavigationMessages;
}

export interface HomeTiles {
  tiles: HomeTile[];
  /**
   * Tiles are laid out wider when the service-application tile (or the energy-tracking feature
   * for My Meter) is off (doc 1 §2.3).
   */
  wide: boolean;
}

/**
 * The home page tiles and their rules (doc 1 §2.3): Quick Pay (QuickPay feature, no child route
 * open, default text unless configured), Payment Options, Online Payments, Services and Products,
 * Account Profile, Pay multiple accounts, EZ Pay / Draft Payments (credit or bank draft allowed),
 * Application for service (ApplicationForService feature; 'New Service' to the service type
 * selection with the account types, else 'Application For Service'), My Meter (the energy
 * tracking feature, MDMEnabled).
 */
export function homeTiles({
  isLoggedIn,
  childRouteOpen = false,
  settings,
  configuration: config,
  accountTypes,
  messages = navigationMessages,
}: HomeTilesInput): HomeTiles {
  const t = messages.tiles;
  const on = (name: string) => isFeatureOn(settings.features, name);
  const tiles: HomeTile[] = [];

  if (on('QuickPay') && !childRouteOpen) {
    tiles.push({
      id: 'quick-pay',
      title: t.quickPayTitle,
      text: isUsableLink(config.quickPayTileText) ? config.quickPayTileText.trim() : t.quickPayText,
      href: '/quick-pay',
      opensDialog: isLoggedIn ? 'paymentConfirmation' : 'quickPay',
    });
  }
  tiles.push(
    {
      id: 'payment-options',
      title: t.paymentOptionsTitle,
      text: t.paymentOptionsText,
      href: '/payment-options',
    },
    {
      id: 'online-payments',
      title: t.onlinePaymentsTitle,
      text: t.onlinePaymentsText,
      href: '/accountoverview',
    },
    {
      id: 'services-products',
      title: t.servicesAndProductsTitle,
      text: t.servicesAndProductsText,
      href: '/services-products',
    },
    {
      id: 'account-profile',
      title: t.accountProfileTitle,
      text: t.accountProfileText,
      href: '/account-profile',
    },
    {
      id: 'pay-multiple',
      title: t.payMultipleTitle,
      text: t.payMultipleText,
      href: '/billpayments/pay-multiple',
    },
  );
  if (isDraftPaymentsAvailable(config)) {
    tiles.push({
      id: 'draft-payments',
      title: draftPaymentsLabel(config, messages),
      text: t.draftPaymentsText,
      href: '/draft-payments',
    });
  }
  const serviceApplication = on('ApplicationForService');
  if (serviceApplication) {
    const types = accountTypes ?? [];
    const header = config.applicationForServiceHeader?.trim();
    const description = config.applicationForServiceDescription?.trim();
    tiles.push({
      id: 'application-for-service',
      title: types.length > 0 ? t.newServiceTitle : t.applicationForServiceTitle,
      ...(header ? { subtitle: header } : {}),
      text: description || t.applicationForServiceText,
      href:
        types.length > 0
          ? applicationForServicePaths.withAccountTypes
          : applicationForServicePaths.withoutAccountTypes,
      ...(types.length > 0 ? { state: { accountTypes: [...types] } } : {}),
    });
  }
  const energyTracking = on('MDMEnabled');
  if (energyTracking) {
    tiles.push({
      id: 'my-meter',
      title: t.myMeterTitle,
      text: t.myMeterText,
      href: `/accountoverview?link=${accountOverviewLinks.myMeter}`,
    });
  }
  return { tiles, wide: !serviceApplication || !energyTracking };
}

/** A tile of the Payment Options page (doc 1 §2.4). */
export interface PaymentOptionTile {
  id: 'paperless' | 'pay-now' | 'ez-pay';
  title: string;
  text: string;
  href: string;
  /** Navigation state: `isPaperless` opens the paperless tab of My Profile (doc 2 §2.3). */
  state?: { isPaperless: true };
}

/**
 * The three Payment Options tiles (doc 1 §2.4): Paperless (My Profile's paperless tab), Pay Now
 * (pay multiple accounts), EZ Pay (draft payments).
 */
export function paymentOptionTiles(
  messages: NavigationMessages = navigationMessages,
): PaymentOptionTile[] {
  const p = messages.paymentOptions;
  return [
    {
      id: 'paperless',
      title: p.paperlessTitle,
      text: p.paperlessText,
      href: '/my-profile',
      state: { isPaperless: true },
    },
    { id: 'pay-now', title: p.payNowTitle, text: p.payNowText, href: '/billpayments/pay-multiple' },
    { id: 'ez-pay', title: messages.menu.ezPay, text: p.ezPayText, href: '/draft-payments' },
  ];
}
