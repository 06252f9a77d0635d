import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Amount,
  Chart,
  Heading,
  DateRangePicker,
  DataTable,
  Stack,
  formatAmount,
  type DataTableColumn,
} from '@croupier/ui';
import type { AgentRevenueReport } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { useRecordSearch } from '@/shared/recordSearch';
import { StatList } from '@/shared/StatList';
import { contractQueries } from '../contracts/contractApi';
import { CONTRACT_TYPES, contractTypeLabel, PAGE_TITLE } from '../contracts/labels';

type Day = AgentRevenueReport['days'][number];

/** agentRevenueReport (spec §2 "My income"): dividends and salaries received per day, a chart and totals. */
export function AgentRevenueReportPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale, currency: memberCurrency } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const report = useQuery({
    ...contractQueries.income({ startDate: search.validRange.from, endDate: search.validRange.to }),
    placeholderData: keepPreviousData,
  });
  const currency = report.data?.currency ?? memberCurrency;
  const money = (value: number) => <Amount value={value} currency={currency} locale={locale} />;
  const days = report.data?.days ?? [];
  const totals = report.data?.totals;
  const columns: DataTableColumn<Day>[] = [
    { key: 'date', header: t('contracts.columns.date') },
    ...CONTRACT_TYPES.map((type) => ({
      key: type,
      header: contractTypeLabel(t, type),
      align: 'end' as const,
      cell: (row: Day) => money(row[type]),
    })),
    {
      key: 'total',
      header: t('contracts.columns.total'),
      align: 'end',
      cell: (row) => money(row.total),
    },
  ];
  return (
    <Stack space="large">
      <Heading level="1">{t(PAGE_TITLE.agentRevenueReport)}</Heading>
      <DateRangePicker
        value={search.range}
        onChange={search.setRange}
        messages={kit.dateRangePicker}
      />
      {totals ? (
        <StatList
          items={[
            { id: 'total', label: t('contracts.columns.total'), value: money(totals.total) },
            ...CONTRACT_TYPES.map((type) => ({
              id: type,
              label: contractTypeLabel(t, type),
              value: money(totals[type]),
            })),
          ]}
        />
      ) : null}
      <Chart
        title={t('contracts.income.chart')}
        data={days}
        x={(day) => day.date}
        variant="bar"
        series={CONTRACT_TYPES.map((type) => ({ key: type, label: contractTypeLabel(t, type) }))}
        formatY={(value) => formatAmount(value, currency, locale)}
        loading={report.isPending}
        messages={{
          explore: t('contracts.chart.explore'),
          category: t('contracts.chart.category'),
          empty: t('contracts.chart.empty'),
          loading: t('contracts.chart.loading'),
        }}
      />
      <DataTable
        caption={t('contracts.income.table')}
        columns={columns}
        rows={days}
        getRowId={(row) => row.date}
        loading={report.isPending}
        error={report.error ? errorMessage(t, report.error) : undefined}
        onRetry={() => void report.refetch()}
        manualSorting
        footer={
          totals && days.length > 0
            ? {
                ...Object.fromEntries(CONTRACT_TYPES.map((type) => [type, money(totals[type])])),
                total: money(totals.total),
              }
            : undefined
        }
        messages={kit.dataTable}
      />
    </Stack>
  );
}
