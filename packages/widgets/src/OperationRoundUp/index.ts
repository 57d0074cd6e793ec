export {
  OperationRoundUp,
  operationRoundUpConfigKeys,
  type OperationRoundUpProps,
} from './OperationRoundUp';
export {
  operationRoundUpMessages,
  operationRoundUpTranslations,
  type OperationRoundUpMessages,
} from './messages';
