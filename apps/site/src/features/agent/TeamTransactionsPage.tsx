import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inline, Text } from '@croupier/ui';
import type { AgentTeamTransaction, AgentTransactionType } from '@croupier/sdk';
import { agentQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { AgentPageFrame } from './AgentPageFrame';
import { PAGE_SIZE } from './teamFilters';
import { TeamReportFilters, useMoney } from './teamReport';

const TYPE_LABEL: Record<AgentTransactionType, string> = {
  deposit: 'agent.transactions.types.deposit',
  withdrawal: 'agent.transactions.types.withdrawal',
  agent_transfer: 'agent.transactions.types.agent_transfer',
  bonus: 'agent.transactions.types.bonus',
};
const types = Object.keys(TYPE_LABEL) as AgentTransactionType[];

/** agentDownlineTransactionDetailsCopy (spec §2 account details): the team's deposits, withdrawals, transfers and bonuses. */
export function TeamTransactionsPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch(['account', 'type'] as const);
  const result = useQuery({
    ...agentQueries.teamTransactions({
      startDate: search.validRange.from,
      endDate: search.validRange.to,
      pageNo: search.page,
      pageSize: PAGE_SIZE,
      account: search.filters.account,
      type: search.filters.type as AgentTransactionType | undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const money = useMoney(result.data?.currency ?? 'BRL');
  const totals = result.data?.totals;
  return (
    <AgentPageFrame page="agentDownlineTransactionDetailsCopy">
      <Panel>
        <TeamReportFilters
          search={search}
          filters={[
            {
              name: 'type',
              label: t('agent.transactions.type'),
              value: search.filters.type,
              options: types.map((value) => ({
                value,
                label: t(TYPE_LABEL[value]),
              })),
              onChange: (value) => search.setFilter('type', value),
            },
          ]}
        />
        {totals ? (
          <Inline space="large">
            {(
              [
                ['agent.overview.deposits', totals.deposits],
                ['agent.overview.withdrawals', totals.withdrawals],
                ['agent.transactions.transfersIn', totals.transfersIn],
                ['agent.transactions.transfersOut', totals.transfersOut],
                ['agent.overview.bonuses', totals.bonuses],
              ] as const
            ).map(([label, value]) => (
              <Text key={label} size="small">
                {t(label)}: {money(value)}
              </Text>
            ))}
          </Inline>
        ) : null}
        <PagedTable
          caption={t('agent.menu.agentDownlineTransactionDetailsCopy')}
          result={result}
          rows={(data) => data.list}
          getRowId={(row: AgentTeamTransaction) => `${row.referenceNo}:${row.account}`}
          columns={[
            {
              key: 'time',
              header: t('agent.transactions.time'),
              cell: (row) => formatDateTime(row.time, locale),
            },
            { key: 'referenceNo', header: t('agent.transactions.referenceNo') },
            { key: 'account', header: t('agent.account') },
            {
              key: 'type',
              header: t('agent.transactions.type'),
              cell: (row) => t(TYPE_LABEL[row.type]),
            },
            {
              key: 'amount',
              header: t('agent.transactions.amount'),
              align: 'end',
              cell: (row) => money(row.amount, true),
            },
          ]}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
    </AgentPageFrame>
  );
}
