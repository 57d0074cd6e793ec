export {
  buildUnclaimedSearch,
  canSearchUnclaimed,
  capitalCreditsLimits,
  createClaimSchema,
  createLetterReturnSchema,
  noUnclaimedResultsMessage,
  type UnclaimedSearch,
} from './capitalCredits';
export { capitalCreditsMessages, type CapitalCreditsMessages } from './messages';
