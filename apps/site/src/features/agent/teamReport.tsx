// What the agent centre's team reports share: money cells in the report's currency, and the filter bar (member
// account, the §9 date range and the page's own filters).
import { useTranslation } from 'react-i18next';
import { Amount, type DataTableColumn } from '@croupier/ui';
import { profitTone, useMoneyLocale } from '@/shared/format';
import { RecordsToolbar, type RecordFilter } from '@/shared/RecordsToolbar';
import type { RecordSearch } from '@/shared/recordSearch';
import { AccountSearch } from './AccountSearch';
import { gameTypeLabel, gameTypes } from './teamFilters';

/** An amount in `currency` and the reader's locale; a signed one (profit/loss) takes the tone of its sign. */
export function useMoney(currency: string) {
  const { locale } = useMoneyLocale();
  return (value: number, signed = false) => (
    <Amount
      value={value}
      currency={currency}
      locale={locale}
      tone={signed ? profitTone(value) : 'text'}
    />
  );
}

/** The filter bar of a team report whose search has an `account` filter. */
export function TeamReportFilters<F extends string>({
  search,
  filters,
}: {
  search: RecordSearch<F | 'account'>;
  filters: RecordFilter[];
}) {
  return (
    <>
      <AccountSearch
        value={search.filters.account}
        onSearch={(account) => search.setFilter('account', account)}
      />
      <RecordsToolbar range={search.range} onRangeChange={search.setRange} filters={filters} />
    </>
  );
}

/** The game-type filter of team betting and user loss. */
export function useGameTypeFilter(search: RecordSearch<'account' | 'gameType'>): RecordFilter {
  const { t } = useTranslation();
  return {
    name: 'gameType',
    label: t('agent.bets.gameType'),
    value: search.filters.gameType,
    options: gameTypes.map((value) => ({ value, label: t(gameTypeLabel(value)) })),
    onChange: (value) => search.setFilter('gameType', value),
  };
}

interface BetMoney {
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
}

/** The money columns of team betting and user loss: bet, valid bet, win and profit (signed). */
export function useBetMoneyColumns<Row extends BetMoney>(currency: string) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'betAmount',
      header: t('agent.bets.betAmount'),
      align: 'end',
      cell: (row) => money(row.betAmount),
    },
    {
      key: 'validBet',
      header: t('agent.bets.validBet'),
      align: 'end',
      cell: (row) => money(row.validBet),
    },
    {
      key: 'winAmount',
      header: t('agent.bets.winAmount'),
      align: 'end',
      cell: (row) => money(row.winAmount),
    },
    {
      key: 'profit',
      header: t('agent.bets.profit'),
      align: 'end',
      cell: (row) => money(row.profit, true),
    },
  ];
  /** The totals row's cells, under the first column `labelKey`. */
  const totals = (labelKey: string, sums: BetMoney) => ({
    [labelKey]: t('agent.total'),
    betAmount: money(sums.betAmount),
    validBet: money(sums.validBet),
    winAmount: money(sums.winAmount),
    profit: money(sums.profit, true),
  });
  return { columns, totals, money };
}
