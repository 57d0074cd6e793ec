export {
  mount,
  type EmbedLocale,
  type EmbedWidget,
  type MountedWidget,
  type MountOptions,
} from './mount';
export {
  dispatchOutageEvent,
  outageEventNames,
  type OutageCustomEvents,
  type OutageErrorDetail,
  type OutageEventMap,
  type OutageEventName,
  type OutageReportedDetail,
} from './events';
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
  CoopOutageAttributeName,
  CoopOutageAttributes,
  CoopOutageElement,
  CoopQuickPayAttributeName,
  CoopQuickPayAttributes,
  CoopQuickPayElement,
} from './element';
