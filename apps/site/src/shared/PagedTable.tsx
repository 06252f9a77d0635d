import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, Inline, Pagination, Stack, Text, type DataTableColumn } from '@croupier/ui';
import { errorMessage } from './errors';
import { useKitMessages } from './kitMessages';

interface Paging {
  page: number;
  onPageChange: (page: number) => void;
}

interface Props<Row, Data> {
  caption: string;
  columns: DataTableColumn<Row>[];
  /** The server's answer: its rows, and for a paged list `total` and `totalPages`. */
  result: UseQueryResult<Data>;
  rows: (data: Data) => readonly Row[];
  getRowId: (row: Row) => string;
  /** Totals over the whole filter, keyed by column. */
  footer?: (data: Data) => Partial<Record<string, ReactNode>>;
  paging?: Paging;
  /** For a list the server answers whole: shown this many rows a page, paged here (no `paging`). */
  pageSize?: number;
}

const pageInfo = (data: unknown): { total: number; totalPages: number } | undefined =>
  data && typeof data === 'object' && 'totalPages' in data && 'total' in data ? (data as { total: number; totalPages: number }) : undefined;

const localPaging = (rows: number, pageSize: number, wanted: number) => {
  const totalPages = Math.ceil(rows / pageSize);
  return { total: rows, totalPages, page: Math.min(wanted, Math.max(1, totalPages)) };
};

/** Server rows as a table with loading, empty and error states, totals, and paging under it. */
export function PagedTable<Row, Data>({ caption, columns, result, rows, getRowId, footer, paging, pageSize }: Props<Row, Data>) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [localPage, setLocalPage] = useState(1);
  const data = result.data;
  const all = data ? rows(data) : [];
  // a whole list paged here: its pages are counted from its rows, and a page past the end (the list got
  // shorter) shows the last one
  const local = pageSize && !paging ? localPaging(all.length, pageSize, localPage) : undefined;
  const list = local && pageSize ? all.slice((local.page - 1) * pageSize, local.page * pageSize) : all;
  const info = local ?? pageInfo(data);
  const pager = local ? { page: local.page, onPageChange: setLocalPage } : paging;
  return (
    <Stack space="medium">
      <DataTable
        caption={caption}
        columns={columns}
        rows={list}
        getRowId={getRowId}
        loading={result.isPending}
        // the last page's rows stay while the next page or filter loads (keepPreviousData): busy until it is in
        busy={result.isPlaceholderData}
        error={result.error ? errorMessage(t, result.error) : undefined}
        onRetry={() => void result.refetch()}
        manualSorting
        footer={data && list.length > 0 && footer ? footer(data) : undefined}
        messages={kit.dataTable}
      />
      {pager && info && info.totalPages > 1 ? (
        <Inline space="medium" alignY="center" align="between">
          <Text tone="muted" size="small">
            {t('records.count', { total: info.total })}
          </Text>
          <Pagination page={pager.page} pageCount={info.totalPages} onPageChange={pager.onPageChange} messages={kit.pagination} />
        </Inline>
      ) : null}
    </Stack>
  );
}
