import type { CSSProperties, ReactNode } from 'react';
import {
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type ListBoxItemProps,
  type ListBoxProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from '../classNames';
import { TickIcon } from '../icons';
import { composeClassName } from '../internal/renderProps';
import * as styles from './OptionList.css';

/*
 * The floating list Select and ComboBox share: a popover holding a list box of options, optionally
 * in titled sections, with an empty state.
 */

export interface ListOptionProps extends Omit<ListBoxItemProps<object>, 'children'> {
  /** The option's visible label. A string, or give `textValue` for typeahead and the field. */
  children: ReactNode;
  /** A second line of text under the label; it is read as part of the option's name. */
  description?: ReactNode;
}

/** One option of the list: a tick while chosen, the label, and optional help text. */
export function ListOption({
  children,
  description,
  textValue,
  className,
  ...props
}: ListOptionProps) {
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={text} className={composeClassName(className, styles.option)}>
      {({ isSelected }) => (
        <>
          <span className={styles.check} aria-hidden="true">
            {isSelected ? <TickIcon className={styles.icon} strokeWidth={2.25} /> : null}
          </span>
          <span className={styles.optionText}>
            <span>{children}</span>
            {description ? <span className={styles.optionDescription}>{description}</span> : null}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}

export interface ListSectionProps {
  /** The section's visible heading, which also names the group of options. */
  title: ReactNode;
  /** The options of the section. */
  children: ReactNode;
  id?: string;
  /** Added after the kit's own class (a section has no render props). */
  className?: string;
  style?: CSSProperties;
}

/** A titled group of options. */
export function ListSection({ title, children, id, className, style }: ListSectionProps) {
  return (
    <ListBoxSection id={id} className={cx(styles.section, className)} style={style}>
      <Header className={styles.sectionHeader}>{title}</Header>
      {children}
    </ListBoxSection>
  );
}

export interface OptionListProps<T extends object> {
  items?: Iterable<T>;
  children: ListBoxProps<T>['children'];
  /** Shown in place of the options when there are none. */
  emptyMessage: ReactNode;
  placement?: PopoverProps['placement'];
}

/** The popover and list box of a Select or ComboBox. */
export function OptionList<T extends object>({
  items,
  children,
  emptyMessage,
  placement = 'bottom start',
}: OptionListProps<T>) {
  return (
    <Popover className={styles.popover} offset={4} placement={placement}>
      <ListBox<T>
        // Inside a ComboBox the collection comes from the ComboBox, so pass `items` only when given.
        {...(items ? { items } : {})}
        className={styles.listBox}
        renderEmptyState={() => <div className={styles.empty}>{emptyMessage}</div>}
      >
        {children}
      </ListBox>
    </Popover>
  );
}
