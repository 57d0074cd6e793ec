export {
  CoopWidgetProvider,
  type CoopWidgetConfig,
  type CoopWidgetProviderProps,
} from './CoopWidgetProvider';
