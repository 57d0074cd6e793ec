export {
  AccountOverview,
  accountOverviewConfigKeys,
  type AccountOverviewProps,
} from './AccountOverview';
export { accountOverviewWidgetMessages, type AccountOverviewWidgetMessages } from './messages';
export { accountOverviewWidgetTranslations } from './messages';
