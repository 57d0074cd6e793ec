// The outage centre's tabs after Status, in one module loaded on demand (OutageCenter.tsx).
export { HistoryPanel } from './HistoryPanel';
export { ReportForm } from './ReportForm';
