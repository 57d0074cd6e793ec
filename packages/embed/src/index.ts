export { mount, type EmbedWidget, type MountedWidget, type MountOptions } from './mount';
export {
  dispatchQuickPayEvent,
  quickPayEventNames,
  type QuickPayEventMap,
  type QuickPayEventName,
} from './events';
