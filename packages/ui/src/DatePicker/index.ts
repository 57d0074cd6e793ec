export { DatePicker, type DatePickerProps } from './DatePicker';
export { parseIsoDate, toIsoDate, todayPlus } from './isoDate';
export type { CalendarDate, DateValue } from '@internationalized/date';
