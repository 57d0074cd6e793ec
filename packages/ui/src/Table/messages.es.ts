import type { DataTableMessages } from './messages';

/** The DataTable's wording in Spanish (US). */
export const dataTableMessagesEs = {
  empty: 'No hay nada que mostrar.',
  loading: 'Cargando',
  selectAll: 'Seleccionar todo',
  selectColumn: 'Seleccionar',
  rowActions: 'Acciones',
} satisfies DataTableMessages;
