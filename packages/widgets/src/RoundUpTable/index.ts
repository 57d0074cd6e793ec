export { RoundUpTable, type RoundUpTableProps } from './RoundUpTable';
export {
  roundUpTableMessages,
  roundUpTableTranslations,
  type RoundUpTableMessages,
} from './messages';
