import type { PaginationMessages } from './messages';

/** The Pagination's wording in Spanish (US). */
export const paginationMessagesEs = {
  label: 'Paginación',
  previous: 'Anterior',
  previousLabel: 'Página anterior',
  next: 'Siguiente',
  nextLabel: 'Página siguiente',
  goToPage: (page: number) => `Ir a la página ${page}`,
  pageSize: 'Filas por página',
  summary: (from: number, to: number, total: number) => `Mostrando ${from}–${to} de ${total}`,
  empty: 'Mostrando 0 de 0',
} satisfies PaginationMessages;
