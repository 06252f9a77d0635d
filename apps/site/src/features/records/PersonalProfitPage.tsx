import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, type DataTableColumn } from '@croupier/ui';
import type { ProfitRow } from '@croupier/sdk';
import { recordQueries } from '@/shared/api';
import { profitTone, useMoneyLocale } from '@/shared/format';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { StatList } from '@/shared/StatList';
import { useRecordSearch } from '@/shared/recordSearch';
import { gameTypeLabels } from './labels';
import { RecordsToolbar } from '@/shared/RecordsToolbar';

/** personalProfit (spec §2 personal P/L): profit and loss per game type over a date range, with deposits, withdrawals and bonuses. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const result = useQuery({
    ...recordQueries.personalProfit({ startDate: search.validRange.from, endDate: search.validRange.to }),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const currency = data?.currency ?? 'BRL';
  const money = (value: number, signed = false) => (
    <Amount value={value} currency={currency} locale={locale} tone={signed ? profitTone(value) : 'text'} />
  );
  const columns: DataTableColumn<ProfitRow>[] = [
    { key: 'gameType', header: t('records.columns.gameType'), cell: (row) => t(gameTypeLabels[row.gameType]) },
    { key: 'bets', header: t('records.columns.bets'), align: 'end' },
    { key: 'betAmount', header: t('records.columns.betAmount'), align: 'end', cell: (row) => money(row.betAmount) },
    { key: 'validBet', header: t('records.columns.validBet'), align: 'end', cell: (row) => money(row.validBet) },
    { key: 'winAmount', header: t('records.columns.winAmount'), align: 'end', cell: (row) => money(row.winAmount) },
    { key: 'profit', header: t('records.columns.profit'), align: 'end', cell: (row) => money(row.profit, true) },
  ];
  const summary = data
    ? [
        { id: 'profit', label: t('records.columns.profit'), value: money(data.totals.profit, true) },
        { id: 'deposits', label: t('records.deposits'), value: money(data.deposits) },
        { id: 'withdrawals', label: t('records.withdrawals'), value: money(data.withdrawals) },
        { id: 'bonuses', label: t('records.bonuses'), value: money(data.bonuses) },
      ]
    : [];
  return (
    <MemberPageFrame page="personalProfit">
      <Panel>
        <RecordsToolbar range={search.range} onRangeChange={search.setRange} />
        {summary.length > 0 ? <StatList items={summary} /> : null}
        <PagedTable
          caption={t('center.pages.personalProfit')}
          columns={columns}
          result={result}
          rows={(profit) => profit.rows}
          getRowId={(row) => row.gameType}
          footer={(profit) => ({
            betAmount: money(profit.totals.betAmount),
            validBet: money(profit.totals.validBet),
            winAmount: money(profit.totals.winAmount),
            profit: money(profit.totals.profit, true),
          })}
        />
      </Panel>
    </MemberPageFrame>
  );
}
