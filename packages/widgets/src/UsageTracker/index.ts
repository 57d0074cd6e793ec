export { UsageTracker, type UsageTrackerProps } from './UsageTracker';
export { usageTrackerMessages, type UsageTrackerMessages } from './messages';
export {
  usageTrackerConfigKeys,
  usageTrackerConfiguration,
  usageTrackerWebContentKeys,
  type UsageTrackerConfiguration,
} from './configuration';
export { usageTrackerTranslations } from './messages';
