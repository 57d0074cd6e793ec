export {
  AccountProfile,
  accountProfileConfigKeys,
  accountProfileWebContentKeys,
  type AccountProfileProps,
} from './AccountProfile';
export {
  accountProfileWidgetMessages,
  accountProfileWidgetTranslations,
  type AccountProfileWidgetMessages,
} from './messages';
