import type { MessageCatalogue } from '../shared/catalogue';

/**
 * Account overview texts (doc 2 §2.1, §8; doc 1 §9). Verbatim where the spec gives them; the
 * returned-items alert, the outage alert around its restoration time and the overdue-arrangement
 * warning are named by the spec without their wording, which is ours.
 */
export const accountOverviewMessages = {
  noHistory: 'No Billing / Payment History Record Found',
  billFileNotFound: 'Bill History File not found.',
  capitalCreditFileNotFound: 'Capital Credit File not found.',
  statementNotAvailable: 'The billing statement is not available.',
  checkBackSoon: 'Please check back soon.',
  restorationNotYetKnown: 'not yet known',
  linkedAccountsFailed: (error: string) => `Failed to load linked accounts: ${error}`,

  // Banners whose wording the spec does not give (doc 2 §2.1, §8)
  returnedItems:
    'This account has returned payments. Please contact member services about paying this account.',
  /** The active-outage alert with the estimated restoration time, or 'not yet known'. */
  outageActive: (restoration: string) =>
    `There is an active outage at this service location. Estimated restoration time: ${restoration}.`,
  /** An arrangement's next payment whose due date is before today. */
  arrangementOverdue: (amount: string, dueDate: string) =>
    `Your arrangement payment of ${amount} was due on ${dueDate} and has not been received.`,

  // The account card (doc 1 §9: the prepaid wording replaces 'total amount due')
  totalAmountDue: 'Total Amount Due',
  prepaidBalance: 'Prepaid Balance',
  notAvailable: 'N/A',
  /** doc 1 §9: the default auto-pay label… */
  draftPayEnrolled: 'Draft Pay Enrolled',
  /** …and the one when whecEnabled is on. */
  ezPayEnrolled: 'EZ Pay Enrolled',

  // Quick links (doc 2 §2.1)
  quickLinks: {
    accountProfile: 'Account Profile',
    alertsAndNotifications: 'Alerts & Notifications',
    paperlessBilling: 'Paperless Billing',
    outageReporting: 'Outage Reporting',
    serviceRequests: 'Service Requests',
    usageTracker: 'Usage Tracker',
    meterReading: 'Meter Reading',
  },

  // Pay program links (doc 2 §2.1)
  payPrograms: {
    autoPay: 'Auto Pay',
    averageBilling: 'Average Billing',
    draftPayments: 'Draft Payments',
    /** Draft Payments in the cooperative variant where whecEnabled is on (doc 1 §2.2). */
    ezPay: 'EZ Pay',
    paymentArrangement: 'Payment Arrangement',
    payMultipleAccounts: 'Pay Multiple Accounts',
    operationRoundup: 'Operation Roundup',
  },

  /** doc 2 §8, as the usage tracker says it: an account without any usage. */
  noUsageData: 'There were no usage data found for this account.',

  // The Budget Billing card (doc 2 §2.1, §3 billingType Budget or Average)
  budgetBilling: 'Budget Billing',
  averageBilling: 'Average Billing',
};

export type AccountOverviewMessages = MessageCatalogue<typeof accountOverviewMessages>;
