import { useEffect, useRef, type CSSProperties } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { cx } from '../classNames';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, TickIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import { paginationMessages, type PaginationMessages } from './messages';
import { pageCountOf, pageItems } from './pageItems';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** How many items there are in all. */
  totalItems: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The first page shown when `page` is not controlled (default 1). */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Items per page (controlled). */
  pageSize?: number;
  /** Items per page when `pageSize` is not controlled (default: the first option, or 10). */
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Page sizes to choose from, e.g. [10, 25, 50, 100]; with fewer than two there is no choice. */
  pageSizeOptions?: readonly number[];
  /** Pages shown on each side of the current one (default 1). */
  siblingCount?: number;
  isDisabled?: boolean;
  /** Overrides of the wording (names, 'Showing 11–20 of 57', 'Rows per page'). */
  messages?: Partial<PaginationMessages>;
  /** Added after the kit's own class on the `<nav>`. */
  className?: string;
  /** The `<nav>`'s inline style. */
  style?: CSSProperties;
}

function PageSizeSelect({
  value,
  options,
  label,
  isDisabled,
  onChange,
}: {
  value: number;
  options: readonly number[];
  label: string;
  isDisabled?: boolean;
  onChange: (size: number) => void;
}) {
  return (
    <Select
      className={styles.sizeField}
      value={value}
      isDisabled={isDisabled}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(Number(key));
      }}
    >
      <Label className={styles.sizeLabel}>{label}</Label>
      <Button className={cx(fieldStyles.input, styles.sizeTrigger)}>
        <SelectValue />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <ListBox className={styles.listBox}>
          {options.map((size) => (
            <ListBoxItem key={size} id={size} textValue={String(size)} className={styles.option}>
              {size}
              <TickIcon className={styles.check} />
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * Page navigation for a list or table: previous/next and page buttons (named 'Go to page 3', the
 * current one `aria-current="page"`), an optional page-size choice, and 'Showing 11–20 of 57'.
 * Uncontrolled (`defaultPage`, `defaultPageSize`) or controlled (`page` + `onPageChange`, `pageSize`
 * + `onPageSizeChange`). Under 600px it keeps previous, the current page and next. Changing the page
 * size keeps the first item of the current page in view.
 */
export function Pagination({
  totalItems,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize,
  onPageSizeChange,
  pageSizeOptions,
  siblingCount = 1,
  isDisabled = false,
  messages: overrides,
  className,
  style,
}: PaginationProps) {
  const messages = { ...useKitCatalogue('pagination', paginationMessages), ...overrides };
  const [pageSize, setPageSize] = useControlledState(
    pageSizeProp,
    defaultPageSize ?? pageSizeOptions?.[0] ?? 10,
    onPageSizeChange,
  );
  const [rawPage, setPage] = useControlledState(pageProp, defaultPage, onPageChange);
  const pageCount = pageCountOf(totalItems, pageSize);
  const page = Math.min(Math.max(1, rawPage), pageCount);
  const from = totalItems > 0 ? (page - 1) * pageSize + 1 : 0;
  const to = Math.min(totalItems, page * pageSize);

  // Previous/next turn disabled at the ends; keep keyboard focus on the page then shown.
  const currentRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current) {
      refocus.current = false;
      currentRef.current?.focus();
    }
  }, [page]);

  const goTo = (next: number, fromStepButton = false) => {
    const target = Math.min(Math.max(1, next), pageCount);
    if (target === page) return;
    if (fromStepButton && (target === 1 || target === pageCount)) refocus.current = true;
    setPage(target);
  };

  const changePageSize = (size: number) => {
    if (size === pageSize) return;
    setPageSize(size);
    const firstItem = (page - 1) * pageSize;
    const next = Math.floor(firstItem / size) + 1;
    if (next !== page) setPage(next);
  };

  return (
    <nav aria-label={messages.label} className={cx(styles.root, className)} style={style}>
      <p className={styles.summary} role="status">
        {totalItems > 0 ? messages.summary(from, to, totalItems) : messages.empty}
      </p>
      <ul className={styles.pages}>
        <li className={styles.item} data-kind="step">
          <Button
            className={styles.pageButton}
            aria-label={messages.previousLabel}
            isDisabled={isDisabled || page <= 1}
            onPress={() => goTo(page - 1, true)}
          >
            <ChevronLeftIcon className={styles.chevron} />
            <span className={styles.stepLabel}>{messages.previous}</span>
          </Button>
        </li>
        {pageItems(page, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li
              key={item}
              className={styles.item}
              data-kind="page"
              data-current={item === page || undefined}
            >
              <Button
                ref={item === page ? currentRef : undefined}
                className={styles.pageButton}
                aria-label={messages.goToPage(item)}
                aria-current={item === page ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => goTo(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.item} data-kind="ellipsis" aria-hidden="true">
              <span className={styles.ellipsis}>…</span>
            </li>
          ),
        )}
        <li className={styles.item} data-kind="step">
          <Button
            className={styles.pageButton}
            aria-label={messages.nextLabel}
            isDisabled={isDisabled || page >= pageCount}
            onPress={() => goTo(page + 1, true)}
          >
            <span className={styles.stepLabel}>{messages.next}</span>
            <ChevronRightIcon className={styles.chevron} />
          </Button>
        </li>
      </ul>
      {pageSizeOptions && pageSizeOptions.length > 1 ? (
        <PageSizeSelect
          value={pageSize}
          options={pageSizeOptions}
          label={messages.pageSize}
          isDisabled={isDisabled}
          onChange={changePageSize}
        />
      ) : null}
    </nav>
  );
}
