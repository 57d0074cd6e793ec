export { OutageReport, type OutageReportErrorDetail, type OutageReportProps } from './OutageReport';
export { outageReportMessages, type OutageReportMessages } from './messages';
export { outageReportTranslations } from './messages';
