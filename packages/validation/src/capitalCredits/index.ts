export {
  buildClaimRequest,
  buildUnclaimedSearch,
  canSearchUnclaimed,
  capitalCreditsLimits,
  claimContactPreferences,
  createClaimSchema,
  createLetterReturnSchema,
  noUnclaimedResultsMessage,
  refusedCallMessage,
  tooManyAttemptsMessage,
  type RefusedCall,
  unclaimedPageSizes,
  type ClaimValues,
  type UnclaimedSearch,
} from './capitalCredits';
export { capitalCreditsMessages, type CapitalCreditsMessages } from './messages';
