export {
  OperationRoundUp,
  operationRoundUpConfigKeys,
  type OperationRoundUpProps,
} from './OperationRoundUp';
export { operationRoundUpMessages, type OperationRoundUpMessages } from './messages';
