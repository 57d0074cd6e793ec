import type { CalendarDate, DateValue } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { useLocale } from '../locale';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue = CalendarDate> extends Omit<
  AriaDatePickerProps<T>,
  'children'
> {
  /** The visible label, naming the field as the spec does. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * The error shown while the field is invalid: a message from `@coop-portal/validation` (set
   * `isInvalid` with it), or a function of react-aria's validation result. Without it, react-aria's
   * own message is shown (e.g. 'Value must be 01/01/1990 or later.').
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown while the date is before `minValue`, e.g. 'You cannot use an expiration date in the past.' */
  minValueMessage?: string;
  /** Shown while the date is after `maxValue`. */
  maxValueMessage?: string;
  /**
   * The locale of the segments and the calendar; by default the nearest `LocaleProvider`'s, else
   * 'en-US'. 'en-US' gives the specs' MM/dd/yyyy, with months and weeks in English starting on
   * Sunday; 'es-US' gives dd/mm/yyyy, with months and weeks in Spanish.
   */
  locale?: string;
}

/**
 * A labelled date field on react-aria-components: month, day and year segments typed or changed
 * with the arrow keys (mm/dd/yyyy in en-US), and a button opening a calendar in a popover. The
 * value is a `CalendarDate` from `@internationalized/date`: read one from the API with
 * `parseIsoDate('2024-05-01')` and send it back with `dateValueToIso(value)`; `todayPlus(1)` is
 * tomorrow, e.g. for `minValue`. Dates outside `minValue`…`maxValue` cannot be picked in the
 * calendar, and a typed one makes the field invalid with `minValueMessage` / `maxValueMessage`.
 * With `name`, a form submits the ISO date.
 */
export function DatePicker<T extends DateValue = CalendarDate>({
  label,
  description,
  errorMessage,
  minValueMessage,
  maxValueMessage,
  locale: localeProp,
  className,
  isRequired,
  validationBehavior = 'aria',
  shouldForceLeadingZeros = true,
  ...props
}: DatePickerProps<T>) {
  const providerLocale = useLocale();
  const locale = localeProp ?? providerLocale;
  const message = (validation: ValidationResult): string => {
    const details = validation.validationDetails;
    if (details?.rangeUnderflow && minValueMessage) return minValueMessage;
    if (details?.rangeOverflow && maxValueMessage) return maxValueMessage;
    if (typeof errorMessage === 'function') return errorMessage(validation);
    return errorMessage ?? validation.validationErrors.join(' ');
  };
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<T>
        {...props}
        isRequired={isRequired}
        validationBehavior={validationBehavior}
        shouldForceLeadingZeros={shouldForceLeadingZeros}
        className={composeClassName(className, fieldStyles.field, styles.root)}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={cx(fieldStyles.input, styles.group)}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton}>
            <CalendarIcon className={styles.icon} />
          </Button>
        </Group>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldError>{message}</FieldError>
        <Popover className={styles.popover} placement="bottom start" offset={4}>
          <Dialog className={styles.dialog}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.navButton}>
                  <ChevronLeftIcon className={styles.navIcon} />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.navButton}>
                  <ChevronRightIcon className={styles.navIcon} />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => (
                    <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>
                  )}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
