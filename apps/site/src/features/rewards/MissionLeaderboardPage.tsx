import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Amount, DataTable, Spinner, Text, type DataTableColumn } from '@croupier/ui';
import { Trophy } from 'lucide-react';
import type { MissionLeaderboard } from '@croupier/sdk';
import { rewardQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { MissionList } from './MissionList';
import { useRewardChange } from './useRewardChange';

type Entry = MissionLeaderboard['entries'][number];

/** missionLeaderboard (spec §2, §7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard). */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const missions = useQuery(rewardQueries.missions());
  const board = useQuery(rewardQueries.leaderboard());
  const changed = useRewardChange();
  const currency = board.data?.currency ?? missions.data?.currency ?? 'BRL';
  const columns: DataTableColumn<Entry>[] = [
    { key: 'rank', header: t('rewards.leaderboard.rank'), align: 'end' },
    {
      key: 'name',
      header: t('rewards.leaderboard.player'),
      cell: (row) => (row.me ? t('rewards.leaderboard.you', { name: row.name }) : row.name),
    },
    { key: 'points', header: t('rewards.leaderboard.points'), align: 'end' },
    {
      key: 'wager',
      header: t('rewards.leaderboard.wager'),
      align: 'end',
      cell: (row) => <Amount value={row.wager} currency={currency} locale={locale} />,
    },
  ];
  const period = missions.data
    ? t('rewards.missions.period', {
        from: formatDateTime(missions.data.periodStart, locale),
        to: formatDateTime(missions.data.periodEnd, locale),
      })
    : undefined;
  return (
    <MemberPageFrame page="missionLeaderboard" lead={t('rewards.missions.lead')}>
      <Panel title={t('rewards.missions.title')}>
        {period ? <Text tone="muted">{period}</Text> : null}
        {missions.error ? (
          <FormMessage tone="critical">{errorMessage(t, missions.error)}</FormMessage>
        ) : null}
        {missions.isPending ? <Spinner label={t('common.loading')} /> : null}
        {missions.data ? (
          <MissionList summary={missions.data} locale={locale} onChanged={changed} />
        ) : null}
      </Panel>
      <Panel title={t('rewards.leaderboard.title')} region={false}>
        {board.data ? (
          <Text weight="strong">
            {board.data.me.rank
              ? t('rewards.leaderboard.yourRank', { rank: board.data.me.rank })
              : t('rewards.leaderboard.unranked')}
          </Text>
        ) : null}
        <DataTable
          caption={t('rewards.leaderboard.title')}
          columns={columns}
          rows={board.data?.entries ?? []}
          getRowId={(row) => `${row.rank}-${row.name}`}
          loading={board.isPending}
          error={board.error ? errorMessage(t, board.error) : undefined}
          emptyIcon={Trophy}
          messages={{
            ...kit.dataTable,
            empty: t('rewards.leaderboard.empty'),
            emptyDescription: t('rewards.leaderboard.emptyText'),
          }}
        />
      </Panel>
    </MemberPageFrame>
  );
}
