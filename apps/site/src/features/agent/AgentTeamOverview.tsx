import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Chart, Grid, Stack, Text, formatAmount } from '@croupier/ui';
import type { AgentTeamDay } from '@croupier/sdk';
import { agentQueries } from '@/shared/api';
import { useMoneyLocale } from '@/shared/format';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { RecordsToolbar } from '@/shared/RecordsToolbar';
import { useRecordSearch } from '@/shared/recordSearch';
import { useMoney } from './teamReport';
import { AgentPageFrame } from './AgentPageFrame';

/** agentTeamOverview (spec §2), the default page: team size, new and active members, the team's money and bets, per day. */
export function AgentTeamOverview() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const overview = useQuery({
    ...agentQueries.teamOverview({
      startDate: search.validRange.from,
      endDate: search.validRange.to,
    }),
    placeholderData: keepPreviousData,
  });
  const data = overview.data;
  const currency = data?.currency ?? 'BRL';
  const money = useMoney(currency);
  const figure = (label: string, value: ReactNode) => (
    <Stack space="xxsmall" key={label}>
      <Text size="small" tone="muted">
        {label}
      </Text>
      <Text size="large" weight="strong">
        {value}
      </Text>
    </Stack>
  );
  return (
    <AgentPageFrame page="agentTeamOverview">
      <Panel>
        <RecordsToolbar range={search.range} onRangeChange={search.setRange} />
        {data ? (
          <Grid columns={{ mobile: 2, tablet: 4 }} gap="medium">
            {figure(t('agent.directMembers'), data.directMembers)}
            {figure(t('agent.teamMembers'), data.teamMembers)}
            {figure(t('agent.overview.newMembers'), data.newMembers)}
            {figure(t('agent.overview.activeMembers'), data.activeMembers)}
            {figure(t('agent.overview.deposits'), money(data.deposits))}
            {figure(t('agent.overview.withdrawals'), money(data.withdrawals))}
            {figure(t('agent.overview.validBet'), money(data.validBet))}
            {figure(t('agent.overview.profit'), money(data.profit, true))}
          </Grid>
        ) : null}
      </Panel>
      <Panel title={t('agent.overview.chart')}>
        <Chart<AgentTeamDay>
          title={t('agent.overview.chart')}
          summary={t('agent.overview.chartSummary', {
            days: data?.days.length ?? 0,
            from: search.validRange.from,
            to: search.validRange.to,
          })}
          data={data?.days ?? []}
          x={(day) => day.date}
          series={[
            { key: 'validBet', label: t('agent.overview.validBet'), tone: 'accent' },
            { key: 'deposits', label: t('agent.overview.deposits'), tone: 'info' },
          ]}
          formatY={(value) => formatAmount(value, currency, locale)}
          loading={overview.isPending}
        />
      </Panel>
      <Panel region={false}>
        <PagedTable
          caption={t('agent.overview.daily')}
          result={overview}
          rows={(d) => d.days}
          getRowId={(row: AgentTeamDay) => row.date}
          columns={[
            { key: 'date', header: t('agent.overview.date') },
            { key: 'newMembers', header: t('agent.overview.newMembers'), align: 'end' },
            {
              key: 'deposits',
              header: t('agent.overview.deposits'),
              align: 'end',
              cell: (row) => money(row.deposits),
            },
            {
              key: 'withdrawals',
              header: t('agent.overview.withdrawals'),
              align: 'end',
              cell: (row) => money(row.withdrawals),
            },
            {
              key: 'validBet',
              header: t('agent.overview.validBet'),
              align: 'end',
              cell: (row) => money(row.validBet),
            },
            {
              key: 'profit',
              header: t('agent.overview.profit'),
              align: 'end',
              cell: (row) => money(row.profit, true),
            },
          ]}
          footer={(d) => ({
            date: t('agent.total'),
            newMembers: d.newMembers,
            deposits: money(d.deposits),
            withdrawals: money(d.withdrawals),
            validBet: money(d.validBet),
            profit: money(d.profit, true),
          })}
        />
      </Panel>
    </AgentPageFrame>
  );
}
