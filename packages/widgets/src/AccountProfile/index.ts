export {
  AccountProfile,
  accountProfileConfigKeys,
  accountProfileWebContentKeys,
  type AccountProfileProps,
} from './AccountProfile';
export { accountProfileWidgetMessages, type AccountProfileWidgetMessages } from './messages';
