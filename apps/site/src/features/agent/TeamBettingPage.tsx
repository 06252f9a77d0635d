import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@croupier/ui';
import type { AgentTeamBet, GameType } from '@croupier/sdk';
import { agentQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { AgentPageFrame } from './AgentPageFrame';
import { gameTypeLabel, PAGE_SIZE } from './teamFilters';
import { TeamReportFilters, useBetMoneyColumns, useGameTypeFilter } from './teamReport';

/** personalHistoryCopy (spec §2 team betting): the rounds of the whole team, with totals over the filter. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch(['account', 'gameType'] as const);
  const result = useQuery({
    ...agentQueries.teamBets({
      startDate: search.validRange.from,
      endDate: search.validRange.to,
      pageNo: search.page,
      pageSize: PAGE_SIZE,
      account: search.filters.account,
      gameType: search.filters.gameType as GameType | undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const gameTypeFilter = useGameTypeFilter(search);
  const bets = useBetMoneyColumns<AgentTeamBet>(result.data?.currency ?? 'BRL');
  return (
    <AgentPageFrame page="personalHistoryCopy">
      <Panel>
        <TeamReportFilters search={search} filters={[gameTypeFilter]} />
        <PagedTable
          caption={t('agent.menu.personalHistoryCopy')}
          result={result}
          rows={(data) => data.list}
          getRowId={(row: AgentTeamBet) => row.betId}
          columns={[
            {
              key: 'betAt',
              header: t('agent.bets.time'),
              cell: (row) => formatDateTime(row.betAt, locale),
            },
            { key: 'account', header: t('agent.account') },
            {
              key: 'gameName',
              header: t('agent.bets.game'),
              cell: (row) => (
                <Stack space="xxsmall">
                  <Text size="small" weight="medium">
                    {row.gameName}
                  </Text>
                  <Text size="xsmall" tone="muted">
                    {t(gameTypeLabel(row.gameType))} · {row.vendor}
                  </Text>
                </Stack>
              ),
            },
            ...bets.columns,
          ]}
          footer={(data) => bets.totals('betAt', data.totals)}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
    </AgentPageFrame>
  );
}
