import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, type DataTableColumn } from '@croupier/ui';
import type { SuccessValue } from '@croupier/sdk';
import { recordQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { RecordsToolbar } from '@/shared/RecordsToolbar';

type BonusRecord = SuccessValue<'get', '/wps/records/bonuses'>['list'][number];

const PAGE_SIZE = 20;

/** bonusDetails (spec §2): bonuses paid into the wallet, with the total over the filter. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const result = useQuery({
    ...recordQueries.bonusRecords({ startDate: search.validRange.from, endDate: search.validRange.to, pageNo: search.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const currency = result.data?.currency ?? 'BRL';
  const columns: DataTableColumn<BonusRecord>[] = [
    { key: 'referenceNo', header: t('records.columns.referenceNo') },
    { key: 'time', header: t('records.columns.time'), cell: (row) => formatDateTime(row.time, locale) },
    { key: 'name', header: t('records.columns.bonus') },
    { key: 'amount', header: t('records.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} currency={currency} locale={locale} tone="positive" /> },
  ];
  return (
    <MemberPageFrame page="bonusDetails">
      <Panel>
        <RecordsToolbar range={search.range} onRangeChange={search.setRange} />
        <PagedTable
          caption={t('center.pages.bonusDetails')}
          columns={columns}
          result={result}
          rows={(page) => page.list}
          getRowId={(row) => row.referenceNo}
          footer={(page) => ({ amount: <Amount value={page.totals.amount} currency={currency} locale={locale} tone="positive" /> })}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
    </MemberPageFrame>
  );
}
