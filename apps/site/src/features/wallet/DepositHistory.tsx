import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, StatusPill, type DataTableColumn } from '@croupier/ui';
import type { DepositOrder } from '@croupier/sdk';
import { walletQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { depositPill } from './statusPills';

/** The member's recent deposit orders with their status. */
export function DepositHistory() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const [page, setPage] = useState(1);
  const orders = useQuery({ ...walletQueries.depositOrders({ pageNo: page, pageSize: 10 }), placeholderData: keepPreviousData });
  const columns: DataTableColumn<DepositOrder>[] = [
    { key: 'orderNo', header: t('wallet.orderNo') },
    { key: 'createdAt', header: t('records.columns.time'), cell: (row) => formatDateTime(row.createdAt, locale) },
    { key: 'methodName', header: t('depositform.method') },
    { key: 'amount', header: t('records.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} currency={row.currency} locale={locale} /> },
    { key: 'status', header: t('records.columns.status'), cell: (row) => <StatusPill status={depositPill[row.status]} size="small" messages={kit.statusPill} /> },
  ];
  return (
    <Panel region={false} title={t('depositform.historyTitle')}>
      <PagedTable
        caption={t('depositform.historyTitle')}
        columns={columns}
        result={orders}
        rows={(page) => page.list}
        getRowId={(row) => row.orderNo}
        paging={{ page, onPageChange: setPage }}
      />
    </Panel>
  );
}
