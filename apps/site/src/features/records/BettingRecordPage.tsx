import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, Stack, Text, type DataTableColumn } from '@croupier/ui';
import type { BetRecord, BetStatus, GameType } from '@croupier/sdk';
import { recordQueries } from '@/shared/api';
import { formatDateTime, profitTone, useMoneyLocale } from '@/shared/format';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { betStatusLabels, gameTypeLabels } from './labels';
import { RecordsToolbar } from '@/shared/RecordsToolbar';

const PAGE_SIZE = 20;

/** personalHistoryCopy (spec §2 betting record): the member's bets from the game rounds, with totals over the filter. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch(['gameType', 'status'] as const);
  const result = useQuery({
    ...recordQueries.betRecords({
      startDate: search.validRange.from,
      endDate: search.validRange.to,
      pageNo: search.page,
      pageSize: PAGE_SIZE,
      gameType: search.filters.gameType as GameType | undefined,
      status: search.filters.status as BetStatus | undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const currency = result.data?.currency ?? 'BRL';
  const money = (value: number, signed = false) => (
    <Amount value={value} currency={currency} locale={locale} tone={signed ? profitTone(value) : 'text'} />
  );
  const columns: DataTableColumn<BetRecord>[] = [
    { key: 'betAt', header: t('records.columns.time'), cell: (row) => formatDateTime(row.betAt, locale) },
    {
      key: 'gameName',
      header: t('records.columns.game'),
      cell: (row) => (
        <Stack space="xxsmall">
          <Text size="small" weight="medium">
            {row.gameName}
          </Text>
          <Text size="xsmall" tone="muted">
            {t(gameTypeLabels[row.gameType])} · {row.vendor}
          </Text>
        </Stack>
      ),
    },
    { key: 'betAmount', header: t('records.columns.betAmount'), align: 'end', cell: (row) => money(row.betAmount) },
    { key: 'validBet', header: t('records.columns.validBet'), align: 'end', cell: (row) => money(row.validBet) },
    { key: 'winAmount', header: t('records.columns.winAmount'), align: 'end', cell: (row) => money(row.winAmount) },
    { key: 'profit', header: t('records.columns.profit'), align: 'end', cell: (row) => money(row.profit, true) },
    { key: 'status', header: t('records.columns.status'), cell: (row) => t(betStatusLabels[row.status]) },
  ];
  return (
    <MemberPageFrame page="personalHistoryCopy">
      <Panel>
        <RecordsToolbar
          range={search.range}
          onRangeChange={search.setRange}
          filters={[
            {
              name: 'gameType',
              label: t('records.columns.gameType'),
              value: search.filters.gameType,
              options: Object.entries(gameTypeLabels).map(([value, key]) => ({ value, label: t(key) })),
              onChange: (value) => search.setFilter('gameType', value),
            },
            {
              name: 'status',
              label: t('records.columns.status'),
              value: search.filters.status,
              options: Object.entries(betStatusLabels).map(([value, key]) => ({ value, label: t(key) })),
              onChange: (value) => search.setFilter('status', value),
            },
          ]}
        />
        <PagedTable
          caption={t('center.pages.personalHistoryCopy')}
          columns={columns}
          result={result}
          rows={(page) => page.list}
          getRowId={(row) => row.betId}
          footer={(page) => ({
            betAmount: money(page.totals.betAmount),
            validBet: money(page.totals.validBet),
            winAmount: money(page.totals.winAmount),
            profit: money(page.totals.profit, true),
          })}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
    </MemberPageFrame>
  );
}
