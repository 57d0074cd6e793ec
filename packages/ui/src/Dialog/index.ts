export {
  Dialog,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
  type DialogSize,
  type DialogTriggerProps,
} from './Dialog';
export { CloseButton, type CloseButtonProps } from './CloseButton';
export { useOverlayState, type OverlayState, type OverlayStateProps } from './useOverlayState';
