export { OutageCenter, outageCenterConfigKeys, type OutageCenterProps } from './OutageCenter';
export { outageCenterMessages, type OutageCenterMessages } from './messages';
export type { OutageReportedDetail } from './ReportForm';
export {
  createReportQueue,
  memoryStorage,
  type QueuedOutageReport,
  type QueueStorage,
  type ReportQueue,
} from './reportQueue';
export { outageCenterTranslations } from './messages';
