export {
  CapitalCreditLetterReturn,
  type CapitalCreditLetterReturnProps,
} from './CapitalCreditLetterReturn';
export {
  capitalCreditLetterReturnMessages,
  type CapitalCreditLetterReturnMessages,
} from './messages';
export { capitalCreditLetterReturnTranslations } from './messages';
