// The configuration and web content key names, on their own (no other import): the portal's first
// script sends the start-up configuration read with them before the rest of the client has loaded.

/**
 * Configuration keys the specs use. Names the specs give are verbatim; the others ("the echeck-as-
 * draft key", "the cutoff message"…, names not shown) are chosen here in the same style.
 */
export const configKeys = {
  // doc 1 §7 Quick Pay and payments (names not shown: chosen here)
  echeckProcessAsDraft: 'ECHECK_PROCESS_AS_DRAFT',
  payCutoffAccount: 'PAY_ONLINE_PAY_CUTOFF_ACCOUNT',
  cutoffMessage: 'CUTOFF_MESSAGE',
  cutoffOverride: 'PAY_ONLINE_ALLOW_CUTOFF_PAYMENT_OVERRIDE',
  prepaidMinimum: 'CC_PREPAID_AMOUNT_MINIMUM',
  enforceNoMoreChecks: 'ENFORCE_NO_MORE_CHECKS',
  coopName: 'COOP_NAME',
  // doc 1 §7 registration (verbatim, except the paperless option names)
  registerSsnDigits: 'REGISTER_SSN_DIGITS',
  paperlessBillingOption: 'PAPERLESS_BILLING_OPTION',
  paperlessOtherOption: 'PAPERLESS_OTHER_OPTION',
  paperlessBillingDefault: 'PAPERLESS_BILLING_DEFAULT',
  paperlessOtherDefault: 'PAPERLESS_OTHER_DEFAULT',
  displayMarketingEmailSignup: 'DISPLAY_MKT_EMAIL_SIGNUP',
  registerEmailTwice: 'REGISTER_KEY_EMAIL_ADDRESS_TWICE',
  registrationControlNoType: 'REGISTRATION_CONTROLNOTYPE',
  paperlessConfirmationText: 'PAPERLESS_CONFIRMATION_TEXT',
  allowUserProvidedContact: 'ALLOW_REGISTRATION_USER_PROVIDED_CONTACT',
  // doc 2 §7 profile and others (verbatim)
  allowNameUpdate: 'ALLOW_NAME_UPDATE',
  allowAddressUpdate: 'ALLOW_ADDRESS_UPDATE',
  allowPhoneUpdate: 'ALLOW_PHONE_UPDATE',
  accountInfoUpdateMessage: 'ACCOUNT_INFO_UPDATE_MESSAGE',
  allowProfileDbUpdate: 'ALLOW_PROFILE_DB_UPDATE',
  displaySpouseContact: 'DISPLAY_SPOUSE_CONTACT',
  participate: 'PARTICIPATE',
  plusParticipate: 'PLUSPARTICIPATE',
  sendPaymentEmail: 'SEND_EBPP_PAYMENT_EMAIL',
  sendServiceOrderEmail: 'SEND_OPEN_ACCESS_SERVICEORDER_EMAIL',
  enableMfa: 'ENABLE_MULTI_FACTOR_AUTHENTICATION',
  outageMapLink: 'OUTAGEMAPLINK',
  usageTableStructure: 'USAGETABLESTRUCTURE',
  // doc 2 §7 (names not shown: chosen here)
  usageSortOrder: 'USAGE_SORT_ORDER',
  hideNonElectric: 'HIDE_NON_ELECTRIC_USAGE_OUTAGE',
  // doc 2 §4 the usage graph feature ('N': the Monthly tab comes first; name chosen here)
  usageGraphEnabled: 'USAGE_GRAPH_ENABLED',
  // doc 2 §2.1 "a basic or initial layout is chosen by a setting" (name chosen here): 'INITIAL'
  // (the default when unset) the full card grid, 'BASIC' the compact one-column layout
  accountOverviewLayout: 'ACCOUNT_OVERVIEW_LAYOUT',
  // doc 2 §2.3 My Profile's Paperless Options tab (names chosen here): 'Y' the per-account table
  // (Email, Paperless Bill, Paperless/Other for each account), 'N' (the default when unset) the
  // member-level switches; and whether the tab offers the annual meeting notice ('Y'/'N')
  paperlessByAccount: 'PAPERLESS_BY_ACCOUNT',
  displayAnnualMeetingNotice: 'DISPLAY_ANNUAL_MEETING_NOTICE',
  // doc 3 (names not shown: chosen here)
  draftDaysAfterBillingMax: 'DRAFT_DAYS_AFTER_BILLING_MAX',
  preventDraftWhenPastDue: 'PREVENT_DRAFT_PAST_DUE',
  customDraftSetup: 'CUSTOM_DRAFT_SETUP',
  nachaBankDraft: 'NACHA_BANK_DRAFT',
  paymentProcessor: 'PAYMENT_PROCESSOR',
  // doc 1 §3 allowFutureDatedPayments (name chosen here: the spec names no limit): the days ahead a
  // Pay Multiple Accounts payment may be scheduled, a whole number (30 when unset)
  scheduledPaymentMaxDays: 'SCHEDULED_PAYMENT_MAX_DAYS',
} as const;

/** Web content keys (texts) the specs use; verbatim where given, else chosen here. */
export const webContentKeys = {
  memberNumberLabel: 'MEMBER_NUMBER_LABEL',
  statementIdLabel: 'STATEMENT_ID_LABEL',
  marketingEmailSignupText: 'MKT_EMAIL_SIGNUP_TEXT',
  profileReviewPending: 'PROFILE_REVIEW_PENDING_MESSAGE',
  accountInfoUpdateSuccess: 'ACCOUNTINFOUPDATESUCCESS',
  scheduledPaymentsOverview: 'SCHEDULEDPAYMENTS_OVERVIEW',
  scheduledPaymentsAccountListOverview: 'SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW',
  usageDisclaimer: 'OPEN_USAGE_DISCLAIMER',
  usageSuspendedMessage: 'USAGE_SUSPENDED_MESSAGE',
  myProfileUpdateSuccess: 'MYPROFILE_UPDATE_SUCCESS',
} as const;
