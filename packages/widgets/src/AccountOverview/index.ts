export {
  AccountOverview,
  accountOverviewConfigKeys,
  type AccountOverviewProps,
} from './AccountOverview';
export { accountOverviewWidgetMessages, type AccountOverviewWidgetMessages } from './messages';
