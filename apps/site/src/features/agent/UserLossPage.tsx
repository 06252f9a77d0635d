import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentUserLossRow, GameType } from '@croupier/sdk';
import { agentQueries } from '@/shared/api';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { AgentPageFrame } from './AgentPageFrame';
import { PAGE_SIZE } from './teamFilters';
import { TeamReportFilters, useBetMoneyColumns, useGameTypeFilter } from './teamReport';

/** palStatementsAgentCopy (spec §2 user loss): profit/loss per member of the team over the period. */
export function UserLossPage() {
  const { t } = useTranslation();
  const search = useRecordSearch(['account', 'gameType'] as const);
  const result = useQuery({
    ...agentQueries.userLoss({
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
  const bets = useBetMoneyColumns<AgentUserLossRow>(result.data?.currency ?? 'BRL');
  return (
    <AgentPageFrame page="palStatementsAgentCopy">
      <Panel>
        <TeamReportFilters search={search} filters={[gameTypeFilter]} />
        <PagedTable
          caption={t('agent.menu.palStatementsAgentCopy')}
          result={result}
          rows={(data) => data.list}
          getRowId={(row: AgentUserLossRow) => row.memberId}
          columns={[
            { key: 'account', header: t('agent.account') },
            { key: 'bets', header: t('agent.bets.bets'), align: 'end' },
            ...bets.columns,
          ]}
          footer={(data) => bets.totals('account', data.totals)}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
    </AgentPageFrame>
  );
}
