export { DatePicker, type DatePickerProps } from './DatePicker';
export { parseIsoDate, dateValueToIso, todayPlus } from './isoDate';
export type { CalendarDate, DateValue } from '@internationalized/date';
