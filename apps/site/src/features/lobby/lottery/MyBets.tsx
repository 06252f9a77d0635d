import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Stack, formatAmount, type DataTableColumn } from '@croupier/ui';
import type { LotteryBet, LotteryBetStatus } from '@croupier/sdk';
import { lotteryBetting } from './betting';
import { ChoiceButtons } from '@/shared/ChoiceButtons';
import { PagedTable } from '@/shared/PagedTable';
import { betTypeName, pickText, statusText } from './texts';
import { formatTime } from './time';

type Filter = LotteryBetStatus | 'all';
const FILTERS: Filter[] = ['all', 'open', 'won', 'lost'];

/** The member's bets on this game, newest first: open, won or lost, with the drawn numbers once settled. */
export function MyBets({
  gameCode,
  gameName,
  locale,
}: {
  gameCode: string;
  gameName: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const bets = useQuery({
    ...lotteryBetting.bets({
      gameCode,
      pageNo: page,
      pageSize: 10,
      ...(filter !== 'all' && { status: filter }),
    }),
    // Open bets settle when their draw is drawn: the socket says so, and this looks again should it be down.
    refetchInterval: (query) =>
      query.state.data?.list.some((b) => b.status === 'open') ? 5_000 : false,
  });
  const columns: DataTableColumn<LotteryBet>[] = [
    { key: 'numero', header: t('betting.numero') },
    {
      key: 'placedAt',
      header: t('betting.placedAt'),
      cell: (b) => formatTime(b.placedAt, locale),
    },
    {
      key: 'betType',
      header: t('betting.betType'),
      cell: (b) => betTypeName(t, b.betType),
    },
    {
      key: 'selection',
      header: t('betting.selection'),
      cell: (b) => pickText(t, b.selection),
    },
    {
      key: 'stake',
      header: t('betting.stake'),
      align: 'end',
      cell: (b) => formatAmount(b.stake, b.currency, locale),
    },
    {
      key: 'status',
      header: t('betting.status'),
      cell: (b) => statusText(t, b.status),
    },
    {
      key: 'winAmount',
      header: t('betting.win'),
      align: 'end',
      cell: (b) => formatAmount(b.winAmount, b.currency, locale),
    },
    {
      key: 'drawnNumbers',
      header: t('betting.drawnNumbers'),
      cell: (b) => (b.drawnNumbers ? b.drawnNumbers.join(' · ') : t('betting.notDrawn')),
    },
  ];
  return (
    <Stack space="small">
      <ChoiceButtons
        label={t('betting.filter')}
        choices={FILTERS.map((f) => ({
          value: f,
          label: f === 'all' ? t('betting.filterAll') : statusText(t, f),
        }))}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <PagedTable
        caption={t('betting.myBetsCaption', { game: gameName })}
        columns={columns}
        result={bets}
        rows={(data) => data.list}
        getRowId={(b) => b.id}
        paging={{ page, onPageChange: setPage }}
      />
    </Stack>
  );
}
