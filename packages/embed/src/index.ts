export { mount, type EmbedWidget, type MountedWidget, type MountOptions } from './mount';
export {
  dispatchQuickPayEvent,
  quickPayEventNames,
  type QuickPayCustomEvents,
  type QuickPayErrorDetail,
  type QuickPayEventMap,
  type QuickPayEventName,
  type QuickPayPaymentStartedDetail,
  type QuickPayVerifiedDetail,
} from './events';
export type {
  CoopQuickPayAttributeName,
  CoopQuickPayAttributes,
  CoopQuickPayElement,
} from './element';
