import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from '@croupier/ui';
import type { LotteryDraw } from '@croupier/sdk';
import { lottery } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { PagedTable } from '@/shared/PagedTable';

/** How many past draws the results table shows (the call allows up to 30). */
const DRAWS_SHOWN = 10;

/** A lottery game's drawn results, newest first: draw number, draw time and the winning numbers. */
export function LotteryResults({ gameCode, gameName }: { gameCode: string; gameName: string }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const draws = useQuery(lottery.openedNumeros({ gameCode, limit: DRAWS_SHOWN }));
  const columns: DataTableColumn<LotteryDraw>[] = [
    { key: 'numero', header: t('lobby.lottery.numero') },
    {
      key: 'openedAt',
      header: t('lobby.lottery.openedAt'),
      cell: (draw) => formatDateTime(draw.openedAt, locale),
    },
    {
      key: 'numbers',
      header: t('lobby.lottery.numbers'),
      cell: (draw) => draw.numbers.join(' · '),
    },
  ];
  return (
    <PagedTable
      caption={t('lobby.lottery.results', { game: gameName })}
      columns={columns}
      result={draws}
      rows={(list) => list}
      getRowId={(draw) => draw.numero}
    />
  );
}
