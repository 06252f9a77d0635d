import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, StatusPill, type DataTableColumn } from '@croupier/ui';
import type { AccountRecord, AccountRecordType } from '@croupier/sdk';
import { recordQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { accountRecordPill, accountRecordTypeLabels } from './labels';
import { RecordsToolbar } from '@/shared/RecordsToolbar';

const PAGE_SIZE = 20;

/** transactionHistory (spec §2 account record): every movement of the main wallet from the ledger, and orders with their status. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch(['type'] as const);
  const result = useQuery({
    ...recordQueries.accountRecords({
      startDate: search.validRange.from,
      endDate: search.validRange.to,
      pageNo: search.page,
      pageSize: PAGE_SIZE,
      type: search.filters.type as AccountRecordType | undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const currency = result.data?.currency ?? 'BRL';
  const columns: DataTableColumn<AccountRecord>[] = [
    { key: 'referenceNo', header: t('records.columns.referenceNo') },
    { key: 'time', header: t('records.columns.time'), cell: (row) => formatDateTime(row.time, locale) },
    { key: 'type', header: t('records.columns.type'), cell: (row) => t(accountRecordTypeLabels[row.type]) },
    { key: 'name', header: t('records.columns.name') },
    {
      key: 'amount',
      header: t('records.columns.amount'),
      align: 'end',
      cell: (row) => <Amount value={row.amount} currency={currency} locale={locale} tone={row.amount < 0 ? 'critical' : 'positive'} />,
    },
    { key: 'status', header: t('records.columns.status'), cell: (row) => <StatusPill status={accountRecordPill[row.status]} size="small" messages={kit.statusPill} /> },
  ];
  return (
    <MemberPageFrame page="transactionHistory">
      <Panel>
        <RecordsToolbar
          range={search.range}
          onRangeChange={search.setRange}
          filters={[
            {
              name: 'type',
              label: t('records.columns.type'),
              value: search.filters.type,
              options: Object.entries(accountRecordTypeLabels).map(([value, key]) => ({ value, label: t(key) })),
              onChange: (value) => search.setFilter('type', value),
            },
          ]}
        />
        <PagedTable
          caption={t('center.pages.transactionHistory')}
          columns={columns}
          result={result}
          rows={(page) => page.list}
          getRowId={(row) => row.referenceNo}
          footer={(page) => ({
            name: t('records.totalsInOut'),
            amount: (
              <>
                <Amount value={page.totals.in} currency={currency} locale={locale} tone="positive" /> /{' '}
                <Amount value={-page.totals.out} currency={currency} locale={locale} tone="critical" />
              </>
            ),
          })}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
    </MemberPageFrame>
  );
}
