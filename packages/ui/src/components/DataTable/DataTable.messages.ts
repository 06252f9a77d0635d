/** Texts the DataTable writes itself, English by default; pass translations through its `messages` prop. */
export interface DataTableMessages {
  /** Announced while rows load. */
  loading: string;
  /** Shown when there are no rows. */
  empty: string;
  emptyDescription: string;
  /** Shown when loading failed and the caller gave no message of its own. */
  error: string;
  retry: string;
  /** The footer row's first cell when the caller gives none. */
  total: string;
}

export const dataTableMessages: DataTableMessages = {
  loading: 'Loading records',
  empty: 'No records found',
  emptyDescription: 'Try another date range or filter.',
  error: 'The records could not be loaded.',
  retry: 'Try again',
  total: 'Total',
};
