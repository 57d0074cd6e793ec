export { RoundUpTable, type RoundUpTableProps } from './RoundUpTable';
export { roundUpTableMessages, type RoundUpTableMessages } from './messages';
