import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { StatusPill, Text, formatAmount, type DataTableColumn } from '@croupier/ui';
import type { PointRedemption } from '@croupier/sdk';
import { pointQueries } from '@/shared/api';
import { formatDateTime } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { PagedTable } from '@/shared/PagedTable';
import { formatPoints, redemptionPill } from './pointTexts';

/** The exchange history (MCS2_getRedeemPointList) with the spec §3 record fields. */
export function RedemptionHistory({
  locale,
  currency,
  language,
}: {
  locale: string;
  currency: string;
  language: string;
}) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [page, setPage] = useState(1);
  const result = useQuery({
    ...pointQueries.redemptions({ pageNo: page, pageSize: 10, language }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<PointRedemption>[] = [
    { key: 'referenceNo', header: t('points.columns.referenceNo') },
    {
      key: 'applyTime',
      header: t('points.columns.applyTime'),
      cell: (row) => formatDateTime(row.applyTime, locale),
    },
    { key: 'type', header: t('points.columns.type'), cell: () => t('points.types.redeem') },
    { key: 'name', header: t('points.columns.name') },
    { key: 'quantity', header: t('points.columns.quantity'), align: 'end' },
    {
      key: 'pointsRequired',
      header: t('points.columns.pointsRequired'),
      align: 'end',
      cell: (row) => formatPoints(row.pointsRequired, locale),
    },
    {
      key: 'amountRequired',
      header: t('points.columns.amountRequired'),
      align: 'end',
      cell: (row) =>
        row.amountRequired > 0
          ? formatAmount(row.amountRequired, currency, locale)
          : t('points.noAmountRequired'),
    },
    {
      key: 'status',
      header: t('points.columns.status'),
      cell: (row) => (
        <StatusPill status={redemptionPill[row.status]} size="small" messages={kit.statusPill} />
      ),
    },
    {
      key: 'remark',
      header: t('points.columns.remark'),
      cell: (row) => (row.remark ? <Text size="small">{row.remark}</Text> : null),
    },
  ];
  return (
    <PagedTable
      caption={t('points.tabs.history')}
      columns={columns}
      result={result}
      rows={(data) => data.list}
      getRowId={(row) => row.referenceNo}
      paging={{ page, onPageChange: setPage }}
    />
  );
}
