import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Stack, Text, formatAmount, type DataTableColumn } from '@croupier/ui';
import type { PointDetail, PointType } from '@croupier/sdk';
import { pointQueries } from '@/shared/api';
import { formatDateTime, profitTone } from '@/shared/format';
import { PagedTable } from '@/shared/PagedTable';
import { formatPoints, pointTypeKeys } from './pointTexts';

const ALL = 'all';

/** Points details (ODSFE2_MemTransDet): every change with the points balance after it, by type. */
export function PointDetails({
  locale,
  currency,
  language,
}: {
  locale: string;
  currency: string;
  language: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<PointType | typeof ALL>(ALL);
  const result = useQuery({
    ...pointQueries.details({
      pageNo: page,
      pageSize: 10,
      language,
      ...(type !== ALL && { pointType: type }),
    }),
    placeholderData: keepPreviousData,
  });
  const nameOf = (row: PointDetail) =>
    row.type === 'convert' && row.amount !== undefined
      ? t('points.convertName', { amount: formatAmount(row.amount, currency, locale) })
      : row.name;
  const columns: DataTableColumn<PointDetail>[] = [
    { key: 'referenceNo', header: t('points.columns.referenceNo') },
    {
      key: 'time',
      header: t('points.columns.time'),
      cell: (row) => formatDateTime(row.time, locale),
    },
    { key: 'type', header: t('points.columns.type'), cell: (row) => t(pointTypeKeys[row.type]) },
    { key: 'name', header: t('points.columns.name'), cell: nameOf },
    {
      key: 'changedPoints',
      header: t('points.columns.changedPoints'),
      align: 'end',
      cell: (row) => (
        <Text tone={profitTone(row.changedPoints)}>
          {row.changedPoints > 0 ? '+' : ''}
          {formatPoints(row.changedPoints, locale)}
        </Text>
      ),
    },
    {
      key: 'pointsBalance',
      header: t('points.columns.pointsBalance'),
      align: 'end',
      cell: (row) => formatPoints(row.pointsBalance, locale),
    },
    {
      key: 'remark',
      header: t('points.columns.remark'),
      cell: (row) => (row.remark ? <Text size="small">{row.remark}</Text> : null),
    },
  ];
  return (
    <Stack space="medium">
      <div>
        <Select
          label={t('points.typeFilter')}
          size="medium"
          value={type}
          onValueChange={(value) => {
            setType(value as PointType | typeof ALL);
            setPage(1);
          }}
          options={[
            { value: ALL, label: t('points.types.all') },
            ...(Object.keys(pointTypeKeys) as PointType[]).map((value) => ({
              value,
              label: t(pointTypeKeys[value]),
            })),
          ]}
        />
      </div>
      <PagedTable
        caption={t('points.tabs.details')}
        columns={columns}
        result={result}
        rows={(data) => data.list}
        getRowId={(row) => row.referenceNo}
        paging={{ page, onPageChange: setPage }}
      />
    </Stack>
  );
}
