export type { OverviewAccount } from './account';
export {
  accountOverviewLimits,
  accountStatusLabel,
  billingHistoryRows,
  isArrangementOverdue,
  type AccountStatusFields,
  type HistoryRecord,
} from './accountOverview';
export {
  isOutageActive,
  overviewBannerIds,
  overviewBanners,
  type OverviewBanner,
  type OverviewBannerId,
  type OverviewBannersInput,
} from './banners';
export {
  accountCard,
  accountWarning,
  arrangementDetails,
  autoPayLabel,
  budgetBillingCard,
  type AccountCard,
  type AccountWarning,
  type BudgetBillingCard,
} from './card';
export {
  accountPageHref,
  outageStatusHref,
  paymentProgramLinks,
  quickLinks,
  type CapitalCreditPdfLink,
  type OverviewLink,
  type PaperlessSettings,
  type PaymentProgramLinksInput,
  type QuickLink,
  type QuickLinksInput,
} from './links';
export { accountOverviewMessages, type AccountOverviewMessages } from './messages';
export {
  accountOverviewLayout,
  accountOverviewLayouts,
  BILLED_USAGE_MONTHS,
  billedUsageRange,
  isBilledUsageSummaryShown,
  isLinkedAccountsShown,
  linkedAccountsTotal,
  monthlyUsageSummary,
  type AccountOverviewLayout,
  type MonthlyUsageMeter,
  type MonthlyUsageSummary,
} from './sections';
