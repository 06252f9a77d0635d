import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, Button, Inline, Text } from '@croupier/ui';
import type { AgentTeamMember } from '@croupier/sdk';
import { agentQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { AccountSearch } from './AccountSearch';
import { AgentPageFrame } from './AgentPageFrame';
import { MemberDetailsDialog } from './MemberDetailsDialog';
import { PAGE_SIZE } from './teamFilters';
import { TransferDialog } from './TransferDialog';

const STATUS_LABEL: Record<AgentTeamMember['status'], string> = {
  active: 'agent.statuses.active',
  dormant: 'agent.statuses.dormant',
  new: 'agent.statuses.new',
};

/** downlineManagmentView (spec §2 team management): my direct members, or a sub-agent's, by drilling down; transfer and details. */
export function DownlineManagementPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch(['account', 'parent'] as const);
  const [transferTo, setTransferTo] = useState<AgentTeamMember>();
  const [detailsOf, setDetailsOf] = useState<AgentTeamMember>();
  const result = useQuery({
    ...agentQueries.teamMembers({
      parentId: search.filters.parent,
      account: search.filters.account,
      pageNo: search.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const currency = result.data?.currency ?? 'BRL';
  const path = result.data?.path ?? [];
  return (
    <AgentPageFrame page="downlineManagmentView">
      <Panel>
        <nav aria-label={t('agent.team.path')}>
          <Inline space="xsmall" alignY="center">
            {path.map((step, i) => (
              <Inline key={step.memberId} space="xsmall" alignY="center">
                {i > 0 ? <Text tone="muted">/</Text> : null}
                {i === path.length - 1 ? (
                  <Text weight="strong" aria-current="page">
                    {i === 0 ? t('agent.team.top') : step.account}
                  </Text>
                ) : (
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => search.setFilter('parent', i === 0 ? undefined : step.memberId)}
                  >
                    {i === 0 ? t('agent.team.top') : step.account}
                  </Button>
                )}
              </Inline>
            ))}
          </Inline>
        </nav>
        <AccountSearch
          value={search.filters.account}
          onSearch={(account) => search.setFilter('account', account)}
        />
        <PagedTable
          caption={t('agent.menu.downlineManagmentView')}
          result={result}
          rows={(data) => data.list}
          getRowId={(row: AgentTeamMember) => row.memberId}
          columns={[
            { key: 'account', header: t('agent.account') },
            {
              key: 'type',
              header: t('agent.type'),
              cell: (row) => (row.isAgent ? t('agent.subAgent') : t('agent.member')),
            },
            { key: 'directMembers', header: t('agent.directMembers'), align: 'end' },
            {
              key: 'balance',
              header: t('agent.balance'),
              align: 'end',
              cell: (row) => <Amount value={row.balance} currency={currency} locale={locale} />,
            },
            {
              key: 'lastLoginAt',
              header: t('agent.lastLogin'),
              cell: (row) =>
                row.lastLoginAt ? formatDateTime(row.lastLoginAt, locale) : t('agent.never'),
            },
            {
              key: 'status',
              header: t('agent.status'),
              cell: (row) => t(STATUS_LABEL[row.status]),
            },
            {
              key: 'actions',
              header: t('agent.actions'),
              cell: (row) => (
                <Inline space="xsmall">
                  {row.isAgent ? (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => search.setFilter('parent', row.memberId)}
                      aria-label={t('agent.team.openTeam', { account: row.account })}
                    >
                      {t('agent.teamMembers')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => setTransferTo(row)}
                    aria-label={t('agent.team.transfer', { account: row.account })}
                  >
                    {t('agent.transfer.submit')}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setDetailsOf(row)}
                    aria-label={t('agent.team.details', { account: row.account })}
                  >
                    {t('agent.details.title')}
                  </Button>
                </Inline>
              ),
            },
          ]}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Panel>
      {transferTo ? (
        <TransferDialog member={transferTo} onClose={() => setTransferTo(undefined)} />
      ) : null}
      {detailsOf ? (
        <MemberDetailsDialog
          memberId={detailsOf.memberId}
          onClose={() => setDetailsOf(undefined)}
        />
      ) : null}
    </AgentPageFrame>
  );
}
