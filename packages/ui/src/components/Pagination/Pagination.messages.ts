/** Texts the Pagination writes itself, English by default; pass translations through its `messages` prop. */
export interface PaginationMessages {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** A page button's name; `{page}` is the number. */
  page: string;
}

export const paginationMessages: PaginationMessages = {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {page}',
};
