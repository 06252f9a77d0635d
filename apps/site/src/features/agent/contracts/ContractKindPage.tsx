import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Amount,
  Box,
  DateRangePicker,
  EmptyState,
  Heading,
  Stack,
  Text,
  type DataTableColumn,
} from '@croupier/ui';
import type { ContractSettlement, ContractType } from '@croupier/sdk';
import type { AgentContractPage } from '@/config/agentContractPages';
import { formatDateTime, profitTone, useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { contractQueries } from './contractApi';
import { ContractRequest } from './ContractRequest';
import { ContractTermsList } from './ContractTermsList';
import { contractTypeLabel, PAGE_TITLE, settlementStatusLabel } from './labels';

const PAGE_SIZE = 20;

/** A bordered section named by its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} border="standard" borderRadius="medium" padding="medium">
      <Stack space="medium">
        <Heading level="3" as="h2" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * One contract kind's page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the contract in force with its terms, and its settlement records.
 */
export function ContractKindPage({ type, page }: { type: ContractType; page: AgentContractPage }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale, currency: memberCurrency } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const state = useQuery(contractQueries.contract(type));
  const records = useQuery({
    ...contractQueries.settlements({
      type,
      startDate: search.validRange.from,
      endDate: search.validRange.to,
      pageNo: search.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const currency = records.data?.currency ?? memberCurrency;
  const money = (value: number, tone?: 'positive' | 'critical' | 'text') => (
    <Amount value={value} currency={currency} locale={locale} tone={tone} />
  );
  const current = state.data?.current;
  const columns: DataTableColumn<ContractSettlement>[] = [
    {
      key: 'periodStart',
      header: t('contracts.columns.period'),
      cell: (row) =>
        `${formatDateTime(row.periodStart, locale)} – ${formatDateTime(row.periodEnd, locale)}`,
    },
    { key: 'activeMembers', header: t('contracts.columns.activeMembers'), align: 'end' },
    {
      key: 'teamValidBet',
      header: t('contracts.columns.teamValidBet'),
      align: 'end',
      cell: (row) => money(row.teamValidBet),
    },
    {
      key: 'teamProfitLoss',
      header: t('contracts.columns.teamProfitLoss'),
      align: 'end',
      cell: (row) => money(row.teamProfitLoss, profitTone(row.teamProfitLoss)),
    },
    {
      key: 'rateBps',
      header: t('contracts.columns.rate'),
      align: 'end',
      cell: (row) => `${(row.rateBps / 100).toFixed(2)}%`,
    },
    {
      key: 'amount',
      header: t('contracts.columns.amount'),
      align: 'end',
      cell: (row) => money(row.amount, row.amount > 0 ? 'positive' : 'text'),
    },
    {
      key: 'status',
      header: t('contracts.columns.status'),
      cell: (row) => settlementStatusLabel(t, row.status),
    },
  ];
  return (
    <Stack space="large">
      <Heading level="1">{t(PAGE_TITLE[page])}</Heading>
      {state.data?.request ? (
        <Panel id={`request-${type}`} title={t('contracts.awaiting')}>
          <ContractRequest request={state.data.request} />
        </Panel>
      ) : null}
      <Panel
        id={`contract-${type}`}
        title={t('contracts.inForce', { type: contractTypeLabel(t, type) })}
      >
        {current ? (
          <>
            <Text tone="muted">
              {t('contracts.offeredBy', {
                upline: current.offeredBy?.account ?? t('contracts.platform'),
              })}
              {current.acceptedAt
                ? ` · ${t('contracts.since', { date: formatDateTime(current.acceptedAt, locale) })}`
                : ''}
            </Text>
            <ContractTermsList terms={current.terms} currency={currency} locale={locale} />
          </>
        ) : state.isPending ? null : (
          <EmptyState
            title={t('contracts.noContract')}
            description={t('contracts.noContractText')}
          />
        )}
      </Panel>
      <Stack space="medium">
        <Heading level="3" as="h2">
          {t('contracts.records')}
        </Heading>
        <DateRangePicker
          value={search.range}
          onChange={search.setRange}
          messages={kit.dateRangePicker}
        />
        <PagedTable
          caption={t('contracts.recordsOf', { type: contractTypeLabel(t, type) })}
          columns={columns}
          result={records}
          rows={(page) => page.list}
          getRowId={(row) => row.id}
          footer={(page) => ({
            teamValidBet: money(page.totals.teamValidBet),
            teamProfitLoss: money(
              page.totals.teamProfitLoss,
              profitTone(page.totals.teamProfitLoss),
            ),
            amount: money(page.totals.amount, 'positive'),
          })}
          paging={{ page: search.page, onPageChange: search.setPage }}
        />
      </Stack>
    </Stack>
  );
}
