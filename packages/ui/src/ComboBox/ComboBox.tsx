import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
  type ListBoxProps,
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
} from '../Select/OptionList';
import { comboBoxMessages } from './messages';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object = object> extends Omit<
  AriaComboBoxProps<T, 'single'>,
  'children' | 'selectionMode' | 'items' | 'defaultItems'
> {
  /** The visible label, naming the field as the spec does. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * The error shown while the field is invalid: a message from `@coop-portal/validation` (set
   * `isInvalid` with it), or a function of react-aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * The options as data, filtered by the typed text ("contains", ignoring case and accents);
   * `children` is then a function rendering one `ComboBoxItem`.
   */
  items?: Iterable<T>;
  /** `ComboBoxItem`s and `ComboBoxSection`s, or a function of one of `items`. */
  children: ListBoxProps<T>['children'];
  /** Shown in the open list when nothing matches the typed text (default 'No results'). */
  emptyMessage?: ReactNode;
}

/**
 * A labelled text box with a filtered list of suggestions, on react-aria-components. Typing filters
 * the options; the arrow keys move through them, Enter chooses, Escape closes the list (and a
 * second Escape clears the text). With `allowsCustomValue` the typed text is kept as the value
 * even when it matches no option; otherwise it reverts to the chosen option when the field is left.
 */
export function ComboBox<T extends object = object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  emptyMessage,
  className,
  isRequired,
  validationBehavior = 'aria',
  ...props
}: ComboBoxProps<T>) {
  const messages = useKitCatalogue('comboBox', comboBoxMessages);
  return (
    <AriaComboBox<T, 'single'>
      {...props}
      defaultItems={items}
      allowsEmptyCollection
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      className={composeClassName(className, fieldStyles.field, styles.root)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.control}>
        <Input className={cx(fieldStyles.input, styles.input)} placeholder={placeholder} />
        <Button className={styles.button}>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <OptionList<T> emptyMessage={emptyMessage === undefined ? messages.empty : emptyMessage}>
        {children}
      </OptionList>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps = ListOptionProps;

/** One option of a `ComboBox`; give it an `id` (the value) and its label as children. */
export function ComboBoxItem(props: ComboBoxItemProps) {
  return <ListOption {...props} />;
}

export type ComboBoxSectionProps = ListSectionProps;

/** A titled group of `ComboBoxItem`s. */
export function ComboBoxSection(props: ComboBoxSectionProps) {
  return <ListSection {...props} />;
}
