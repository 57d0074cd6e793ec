export { roundUpMessages, type RoundUpMessages } from './messages';
export {
  buildRoundUpUpdate,
  canProceedWithRoundUp,
  createRoundUpSchema,
  filterRoundUpAmount,
  formatRoundUpAmount,
  parseRoundUpAmount,
  roundUpAmountMessage,
  roundUpExpirationMessage,
  roundUpLimits,
  setRoundUpRowSelected,
  type ExpirationOptions,
  type RoundUpOptions,
  type RoundUpRow,
  type RoundUpUpdateItem,
} from './roundUp';
