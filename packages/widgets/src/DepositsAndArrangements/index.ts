export { Arrangements, type ArrangementsProps } from './Arrangements';
export { Deposits, type DepositsProps } from './Deposits';
export {
  arrangementsMessages,
  depositsMessages,
  type ArrangementsMessages,
  type DepositsMessages,
} from './messages';
export { depositsTranslations } from './messages';
export { arrangementsTranslations } from './messages';
