export { UsageTracker, type UsageTrackerProps } from './UsageTracker';
export { usageTrackerMessages, type UsageTrackerMessages } from './messages';
export {
  USAGE_GRAPH_ENABLED_KEY,
  usageTrackerConfigKeys,
  usageTrackerConfiguration,
  usageTrackerWebContentKeys,
  type UsageTrackerConfiguration,
} from './configuration';
