import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import type { DataTableRowAction } from './DataTable';

export interface RowActionsMenuProps<T> {
  row: T;
  /** The row's actions shown (the hidden ones already left out). */
  actions: readonly DataTableRowAction<T>[];
  /** The button that opens the menu. */
  trigger: ReactNode;
  /** Open at once (the button was pressed before this code had loaded). */
  defaultOpen?: boolean;
}

/**
 * A row's actions in a menu (the `display: 'menu'` actions column): its own module, loaded by the
 * table only when a table has such a column, so tables without one do not download react-aria's
 * menu.
 */
export function RowActionsMenu<T>({
  row,
  actions,
  trigger,
  defaultOpen = false,
}: RowActionsMenuProps<T>) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      {trigger}
      <Menu
        placement="bottom end"
        disabledKeys={actions
          .filter((action) => action.isDisabled?.(row) || action.isPending?.(row))
          .map((a) => a.id)}
        onAction={(key) => actions.find((action) => action.id === key)?.onAction(row)}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            id={action.id}
            textValue={action.label}
            aria-label={action['aria-label']?.(row)}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
