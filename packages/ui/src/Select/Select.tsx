import type { ReactNode } from 'react';
import {
  Button,
  Select as AriaSelect,
  SelectValue,
  type ListBoxProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import {
  ListOption,
  ListSection,
  OptionList,
  type ListOptionProps,
  type ListSectionProps,
} from './OptionList';
import { selectMessages } from './messages';
import * as styles from './Select.css';

export interface SelectProps<T extends object = object> extends Omit<
  AriaSelectProps<T, 'single'>,
  'children' | 'selectionMode'
> {
  /** The visible label, naming the field as the spec does. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * The error shown while the field is invalid: a message from `@coop-portal/validation` (set
   * `isInvalid` with it), or a function of react-aria's validation result (e.g. for `isRequired`).
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown in the field while nothing is chosen (default 'Select an item'). */
  placeholder?: string;
  /** The options as data; `children` is then a function rendering one `SelectItem`. */
  items?: Iterable<T>;
  /** `SelectItem`s and `SelectSection`s, or a function of one of `items`. */
  children: ListBoxProps<T>['children'];
  /** Shown in the open list when there are no options (default 'No options'). */
  emptyMessage?: ReactNode;
}

/**
 * A labelled drop-down to choose one option, on react-aria-components: a button showing the choice,
 * and a list in a popover. Keyboard: Enter, Space or the arrow keys open it, typing jumps to an
 * option, Escape closes it; the choice is submitted with a form under `name` (its `id`). The
 * popover is portalled (to the portal provider's container when there is one, so it works in a
 * shadow root) and is never clipped by the field's container; long lists scroll.
 */
export function Select<T extends object = object>({
  label,
  description,
  errorMessage,
  items,
  children,
  emptyMessage,
  className,
  isRequired,
  validationBehavior = 'aria',
  allowsEmptyCollection = true,
  ...props
}: SelectProps<T>) {
  const messages = useKitCatalogue('select', selectMessages);
  return (
    <AriaSelect<T, 'single'>
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      className={composeClassName(className, fieldStyles.field, styles.root)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className={cx(fieldStyles.input, styles.trigger)}>
        <SelectValue<T> className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <OptionList<T>
        items={items}
        emptyMessage={emptyMessage === undefined ? messages.empty : emptyMessage}
      >
        {children}
      </OptionList>
    </AriaSelect>
  );
}

export type SelectItemProps = ListOptionProps;

/** One option of a `Select`; give it an `id` (the value) and its label as children. */
export function SelectItem(props: SelectItemProps) {
  return <ListOption {...props} />;
}

export type SelectSectionProps = ListSectionProps;

/** A titled group of `SelectItem`s. */
export function SelectSection(props: SelectSectionProps) {
  return <ListSection {...props} />;
}
