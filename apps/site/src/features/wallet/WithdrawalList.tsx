import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Amount, Button, Stack, StatusPill, Text, formatAmount, type DataTableColumn } from '@croupier/ui';
import type { WithdrawalOrder } from '@croupier/sdk';
import { walletQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { Panel } from '@/shared/MemberPageFrame';
import { PagedTable } from '@/shared/PagedTable';
import { withdrawalPill } from './statusPills';
import { WithdrawalConfirmationDialog } from './WithdrawalConfirmationDialog';

/** What the member sees about an answered (or forced) confirmation. */
function ConfirmationNote({ order }: { order: WithdrawalOrder }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const confirmation = order.confirmation;
  if (order.status === 'rejected') return <Text size="small" tone="muted">{order.rejectReason}</Text>;
  if (!confirmation) return null;
  if (confirmation.forced) return <Text size="small" tone="muted">{t('withdraw.forcedNote')}</Text>;
  if (confirmation.result === 'partly_received' && confirmation.receivedAmount !== undefined && confirmation.remainingAmount !== undefined)
    return (
      <Text size="small" tone="muted">
        {t('withdraw.partlyNote', {
          received: formatAmount(confirmation.receivedAmount, order.currency, locale),
          remaining: formatAmount(confirmation.remainingAmount, order.currency, locale),
        })}
      </Text>
    );
  if (confirmation.result === 'not_received') return <Text size="small" tone="muted">{t('withdraw.investigating')}</Text>;
  return null;
}

/** The member's withdrawals; a disbursed one waits for the member's confirmation (spec §4). */
export function WithdrawalList() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawalOrder>();
  const orders = useQuery({ ...walletQueries.withdrawals({ pageNo: page, pageSize: 10 }), placeholderData: keepPreviousData });
  const columns: DataTableColumn<WithdrawalOrder>[] = [
    { key: 'orderNo', header: t('wallet.orderNo') },
    { key: 'createdAt', header: t('records.columns.time'), cell: (row) => formatDateTime(row.createdAt, locale) },
    { key: 'account', header: t('withdraw.account'), cell: (row) => `${row.account.methodName} ${row.account.accountNumber}` },
    { key: 'amount', header: t('records.columns.amount'), align: 'end', cell: (row) => <Amount value={row.amount} currency={row.currency} locale={locale} /> },
    {
      key: 'status',
      header: t('records.columns.status'),
      cell: (row) => (
        <Stack space="xxsmall">
          <StatusPill status={withdrawalPill[row.status]} size="small" messages={kit.statusPill} />
          <ConfirmationNote order={row} />
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('withdraw.action'),
      cell: (row) =>
        row.status === 'disbursed' ? (
          <Button size="small" onClick={() => setConfirming(row)} aria-label={t('withdraw.confirmFor', { orderNo: row.orderNo })}>
            {t('withdraw.confirmReceipt')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Panel region={false} title={t('withdraw.historyTitle')}>
      {orders.data && orders.data.awaitingConfirmation > 0 ? (
        <Text weight="medium">{t('withdraw.awaiting', { n: orders.data.awaitingConfirmation })}</Text>
      ) : null}
      <PagedTable
        caption={t('withdraw.historyTitle')}
        columns={columns}
        result={orders}
        rows={(list) => list.list}
        getRowId={(row) => row.orderNo}
        paging={{ page, onPageChange: setPage }}
      />
      {confirming ? (
        <WithdrawalConfirmationDialog key={confirming.orderNo} order={confirming} open onOpenChange={(open) => !open && setConfirming(undefined)} />
      ) : null}
    </Panel>
  );
}
