export {
  UnclaimedCapitalCredits,
  type UnclaimedCapitalCreditsProps,
  type UnclaimedCredit,
} from './UnclaimedCapitalCredits';
export { unclaimedCapitalCreditsMessages, type UnclaimedCapitalCreditsMessages } from './messages';
export { unclaimedCapitalCreditsTranslations } from './messages';
