/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the explicit table roles are deliberate: below the tablet
   breakpoint the rows are restyled as cards (display: grid/flex), and Safari and older Chromium drop the
   implicit table semantics of restyled table elements. With the roles spelled out, a screen reader still
   hears a real table with column headers on a phone; the visible per-cell labels are aria-hidden, so
   nothing is read twice. A list would lose the column relationships people navigate by. */
import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ChevronDown, ChevronsUpDown, ChevronUp, CircleAlert, Inbox, RotateCw } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { DataTableMessages } from './DataTable.messages';
import { dataTableMessages } from './DataTable.messages';
import type { SortState, SortValue } from './sortRows';
import { nextSort, sortRows } from './sortRows';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** Unique per table; also the row property shown when there is no `cell`, and the footer's key. */
  key: string;
  header: ReactNode;
  /** The cell's content. Default: the row's `key` property as text. Money: render `<Amount>` here. */
  cell?: (row: Row) => ReactNode;
  /** What sorting compares. Default: the row's `key` property. */
  sortValue?: (row: Row) => SortValue;
  align?: 'start' | 'center' | 'end';
  sortable?: boolean;
  /** A CSS width for the column on tablet and up, e.g. `'8rem'` or `'20%'`. */
  width?: string;
  /** The label beside the value in the stacked phone layout. Default: `header`. */
  mobileLabel?: ReactNode;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names the table for assistive technology; shown only with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Controlled sort; pass `null` for none. Leave undefined for the table to keep its own. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** The rows come sorted (by the server): the table only shows the sort, it does not reorder. */
  manualSorting?: boolean;
  /** Shows skeleton rows in place of the data. */
  loading?: boolean;
  /**
   * The rows shown are about to be replaced: the next page or a new filter loads while the last rows stay on
   * screen. The table says it is busy (`aria-busy`, and its status line says it loads), without skeletons.
   */
  busy?: boolean;
  loadingRows?: number;
  /** A load failure: `true` for the default message, or the message itself. */
  error?: ReactNode;
  /** Shows a retry button in the error state. */
  onRetry?: () => void;
  /** Icon of the empty state. Default: an inbox. */
  emptyIcon?: LucideIcon;
  /** A totals row, keyed by column key. The first column says `messages.total` unless given. */
  footer?: Partial<Record<string, ReactNode>>;
  messages?: Partial<DataTableMessages>;
  className?: string;
}

const propertyOf = (row: unknown, key: string): unknown =>
  row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;

const asSortValue = (value: unknown): SortValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date ? value : undefined;

const defaultCell = (row: unknown, key: string): ReactNode => {
  const value = propertyOf(row, key);
  return value === null || value === undefined ? '' : String(value);
};

const SortIcon = ({ direction }: { direction: SortState['direction'] | undefined }) => (
  <Icon
    icon={direction === 'ascending' ? ChevronUp : direction === 'descending' ? ChevronDown : ChevronsUpDown}
    size="xsmall"
    className={styles.sortIcon}
  />
);

/**
 * Records (bets, transactions, team members) as a sortable table with loading, empty and error states
 * and an optional totals row. Below the tablet breakpoint each row becomes a card of label/value pairs.
 */
export const DataTable = <Row,>({
  columns,
  rows,
  getRowId,
  caption,
  showCaption = false,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  loading = false,
  busy = false,
  loadingRows = 5,
  error,
  onRetry,
  emptyIcon = Inbox,
  footer,
  messages: messagesProp,
  className,
}: DataTableProps<Row>) => {
  const messages = { ...dataTableMessages, ...messagesProp };
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const anySortable = columns.some((column) => column.sortable);

  const shownRows = useMemo(() => {
    if (!sort || manualSorting) return rows;
    const column = columns.find((candidate) => candidate.key === sort.key);
    if (!column) return rows;
    const valueOf = column.sortValue ?? ((row: Row) => asSortValue(propertyOf(row, column.key)));
    return sortRows(rows, valueOf, sort.direction);
  }, [rows, columns, sort, manualSorting]);

  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    if (sortProp === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const labelOf = (column: DataTableColumn<Row>) => (
    <span className={styles.mobileLabel} aria-hidden="true">
      {column.mobileLabel ?? column.header}
    </span>
  );

  const state: 'loading' | 'error' | 'empty' | 'rows' = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'rows';

  const stateRow = (content: ReactNode) => (
    <tr role="row" className={styles.row({ kind: 'state' })}>
      <td role="cell" colSpan={columns.length} className={styles.stateCell}>
        {content}
      </td>
    </tr>
  );

  return (
    <div className={clsx(styles.root, className)}>
      {/* the scroller is focusable so keyboard users can scroll a table wider than the screen */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table role="table" className={styles.table} aria-busy={loading || busy || undefined}>
          <caption id={captionId} className={styles.caption({ hidden: !showCaption })}>
            {caption}
          </caption>
          <thead role="rowgroup" className={styles.head({ sortable: anySortable })}>
            <tr role="row" className={styles.headRow}>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    role="columnheader"
                    scope="col"
                    aria-sort={column.sortable ? direction : undefined}
                    className={styles.headerCell({ align: column.align, sortable: Boolean(column.sortable) })}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => changeSort(column.key)}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup" className={clsx(styles.body, busy && !loading && styles.stale)}>
            {state === 'loading'
              ? Array.from({ length: loadingRows }, (_, index) => (
                  <tr key={index} role="row" className={styles.row()} aria-hidden="true">
                    {columns.map((column) => (
                      <td key={column.key} role="cell" className={styles.cell({ align: column.align })}>
                        {labelOf(column)}
                        <span className={styles.skeleton} style={{ maxWidth: `${5 + ((index * 3 + column.key.length) % 5)}rem` }} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {state === 'error'
              ? stateRow(
                  <div className={styles.stateBlock} role="alert">
                    <span className={styles.stateIcon({ tone: 'critical' })}>
                      <Icon icon={CircleAlert} size="large" />
                    </span>
                    <span className={styles.stateTitle}>{error === true ? messages.error : error}</span>
                    {onRetry ? (
                      <Button variant="secondary" size="small" icon={RotateCw} onClick={onRetry} className={styles.stateAction}>
                        {messages.retry}
                      </Button>
                    ) : null}
                  </div>,
                )
              : null}
            {state === 'empty'
              ? stateRow(
                  <div className={styles.stateBlock}>
                    <span className={styles.stateIcon()}>
                      <Icon icon={emptyIcon} size="large" />
                    </span>
                    <span className={styles.stateTitle}>{messages.empty}</span>
                    {messages.emptyDescription ? <span className={styles.stateText}>{messages.emptyDescription}</span> : null}
                  </div>,
                )
              : null}
            {state === 'rows'
              ? shownRows.map((row) => (
                  <tr key={getRowId(row)} role="row" className={styles.row()}>
                    {columns.map((column) => (
                      <td key={column.key} role="cell" className={styles.cell({ align: column.align })}>
                        {labelOf(column)}
                        <span className={styles.cellValue}>{column.cell ? column.cell(row) : defaultCell(row, column.key)}</span>
                      </td>
                    ))}
                  </tr>
                ))
              : null}
          </tbody>
          {footer && state === 'rows' ? (
            <tfoot role="rowgroup" className={styles.footer}>
              <tr role="row" className={styles.row({ kind: 'footer' })}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} role="rowheader" scope="row" className={styles.cell({ align: column.align })}>
                      {footer[column.key] ?? messages.total}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      role="cell"
                      className={styles.cell({ align: column.align })}
                      data-blank={footer[column.key] === undefined || undefined}
                    >
                      {footer[column.key] !== undefined ? labelOf(column) : null}
                      <span className={styles.cellValue}>{footer[column.key]}</span>
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {/* always mounted: a live region announces changes, not its first appearance */}
      <VisuallyHidden role="status">{loading || busy ? messages.loading : ''}</VisuallyHidden>
    </div>
  );
};
DataTable.displayName = 'DataTable';
