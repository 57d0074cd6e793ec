import type { MessageCatalogue } from '../shared/catalogue';

/**
 * Menu and tile labels of the page frame and home page (doc 1 §2.2, §2.3, §2.4; doc 3 §2.12).
 * Labels the specs name are verbatim; the rest (tile descriptions) are the suite's own wording,
 * which a co-op may replace.
 */
export const navigationMessages = {
  menu: {
    home: 'Home',
    myAccount: 'My Account',
    accountOverview: 'Account Overview',
    accountProfile: 'Account Profile',
    accountHistory: 'Account History',
    serviceRequests: 'Service Requests',
    outageMap: 'Outage Map',
    notifications: 'Notifications',
    manageNotifications: 'Manage Notifications',
    manageContacts: 'Manage Contacts',
    usageTracker: 'Usage Tracker',
    delinquents: 'Delinquents',
    myMeter: 'My Meter',
    meterPortal: 'Meter Portal',
    billingAndPayments: 'Billing & Payments',
    billing: 'Billing',
    deposits: 'Deposits',
    arrangements: 'Arrangements',
    averageBilling: 'Average Billing',
    payments: 'Payments',
    paymentProfile: 'Payment Profile',
    autoPayments: 'Auto Payments',
    paymentOptions: 'Payment Options',
    payMultipleAccounts: 'Pay Multiple Accounts',
    scheduledPayments: 'Scheduled Payments',
    draftPayments: 'Draft Payments',
    ezPay: 'EZ Pay',
    outage: 'Outage',
    more: 'More',
    operationRoundUp: 'Operation RoundUp',
    contactUs: 'Contact Us',
    servicesAndProducts: 'Services and Products',
    memberInfoDocs: 'Member Information Documents',
    faqs: 'FAQs/Help',
  },
  tiles: {
    quickPayTitle: 'Quick Pay',
    /** doc 1 §2.3, verbatim: the default Quick Pay tile text. */
    quickPayText: 'is a simple, fast and secure way to make payments online without logging in.',
    quickPayAction: 'Pay Now',
    paymentOptionsTitle: 'Payment Options',
    paymentOptionsText: 'Go paperless, pay now or set up automatic payments.',
    onlinePaymentsTitle: 'Online Payments',
    onlinePaymentsText: 'Sign in to see your balance and pay your bill online.',
    servicesAndProductsTitle: 'Services and Products',
    servicesAndProductsText:
      'Energy savings, appliance repair, tree trimming and security systems.',
    accountProfileTitle: 'Account Profile',
    accountProfileText: 'Keep your name, service address and phone numbers up to date.',
    payMultipleTitle: 'Pay multiple accounts',
    payMultipleText: 'Pay several of your accounts in one payment.',
    draftPaymentsText: 'Have your bill paid automatically from your card or bank account.',
    /** doc 1 §2.3: the service-application tile's header by whether account types exist. */
    newServiceTitle: 'New Service',
    applicationForServiceTitle: 'Application For Service',
    applicationForServiceText: 'Start, stop or move service online.',
    myMeterTitle: 'My Meter',
    myMeterText: 'Track your energy use on the energy tracking site.',
    open: 'Open',
  },
  paymentOptions: {
    /** doc 1 §2.4: the three Payment Options tiles. */
    paperlessTitle: 'Paperless',
    paperlessText: 'Get your bills by email instead of on paper.',
    payNowTitle: 'Pay Now',
    payNowText: 'Pay one or several of your accounts now.',
    ezPayText: 'Have your bill paid automatically on the day you choose.',
  },
  servicesAndProducts: {
    /** doc 3 §2.12: the four Services and Products tiles. */
    energySavings: 'Energy Savings',
    applianceRepair: 'Appliance Repair',
    treeTrimming: 'Tree Trimming',
    securitySystems: 'Security Systems',
  },
};

export type NavigationMessages = MessageCatalogue<typeof navigationMessages>;
