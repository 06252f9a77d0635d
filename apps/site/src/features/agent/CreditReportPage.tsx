import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, Text } from '@croupier/ui';
import type { AgentCreditReport } from '@croupier/sdk';
import { agentQueries } from '@/shared/api';
import { useMoneyLocale } from '@/shared/format';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { RecordsToolbar } from '@/shared/RecordsToolbar';
import { useRecordSearch } from '@/shared/recordSearch';
import { AgentPageFrame } from './AgentPageFrame';

type CreditRow = AgentCreditReport['rows'][number];

/** The credit report (spec §2 other screens): what my wallet received, transferred to my team and paid out, per day. */
export function CreditReportPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const result = useQuery({
    ...agentQueries.creditReport({
      startDate: search.validRange.from,
      endDate: search.validRange.to,
    }),
    placeholderData: keepPreviousData,
  });
  const currency = result.data?.currency ?? 'BRL';
  const money = (value: number) => <Amount value={value} currency={currency} locale={locale} />;
  return (
    <AgentPageFrame page="creditReport">
      <Panel>
        <RecordsToolbar range={search.range} onRangeChange={search.setRange} />
        {result.data ? (
          <Text>
            {t('agent.credit.balance')}: {money(result.data.balance)}
          </Text>
        ) : null}
        <PagedTable
          caption={t('agent.menu.creditReport')}
          result={result}
          rows={(data) => data.rows}
          getRowId={(row: CreditRow) => row.date}
          columns={[
            { key: 'date', header: t('agent.credit.date') },
            {
              key: 'received',
              header: t('agent.credit.received'),
              align: 'end',
              cell: (row) => money(row.received),
            },
            {
              key: 'transferred',
              header: t('agent.credit.transferred'),
              align: 'end',
              cell: (row) => money(row.transferred),
            },
            {
              key: 'paid',
              header: t('agent.credit.paid'),
              align: 'end',
              cell: (row) => money(row.paid),
            },
          ]}
          footer={(data) => ({
            date: t('agent.total'),
            received: money(data.totals.received),
            transferred: money(data.totals.transferred),
            paid: money(data.totals.paid),
          })}
        />
      </Panel>
    </AgentPageFrame>
  );
}
