import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, useToast } from '@croupier/ui';
import { keys, messageKeys, recordKeys, walletKeys } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { messageQueries, queries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { useCroupierSocket } from '@/shared/socket';
import { applyPush } from './applyPush';

/**
 * The socket-event listener (spec §2, logged in only): deposit arrival and failure, withdrawal approval and
 * rejection as toasts; balance and unread counts straight into the cache, so every widget updates with no refresh.
 */
export function SocketEvents() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { locale } = useMoneyLocale();
  const socket = useCroupierSocket();

  useEffect(() => {
    if (!socket) return;
    const money = (amount: number, currency: string) => formatAmount(amount, currency, locale);
    const refresh = (...prefixes: (readonly unknown[])[]) => prefixes.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    const off = [
      // (Re)connected: whatever was pushed while the socket was down is fetched again.
      socket.on('ready', () =>
        refresh(keys.balance, messageKeys.unreadCount, messageKeys.messages, walletKeys.depositOrder, walletKeys.withdrawals),
      ),
      socket.on('balance', ({ balance, currency }) => {
        applyPush(queryClient, queries.balance().queryKey, { balance, currency });
        refresh(walletKeys.consolidatedFunds, walletKeys.wallets);
      }),
      socket.on('deposit.paid', ({ amount, currency, orderNo }) => {
        toast({ tone: 'success', title: t('notify.depositPaid'), description: t('notify.depositPaidText', { amount: money(amount, currency), orderNo }) });
        refresh(keys.balance, walletKeys.depositOrder, walletKeys.depositOrders, recordKeys.transactions);
      }),
      socket.on('deposit.failed', ({ amount, currency, orderNo }) => {
        toast({ tone: 'critical', title: t('notify.depositFailed'), description: t('notify.depositFailedText', { amount: money(amount, currency), orderNo }) });
        refresh(walletKeys.depositOrder, walletKeys.depositOrders);
      }),
      socket.on('withdrawal.approved', ({ amount, currency, confirmBy }) => {
        toast({
          tone: 'success',
          title: t('notify.withdrawalApproved'),
          description: t('notify.withdrawalApprovedText', { amount: money(amount, currency), time: formatDateTime(confirmBy, locale) }),
          action: { label: t('notify.confirmReceipt'), onClick: () => void navigate(paths.member.href('withdraw')) },
        });
        refresh(walletKeys.withdrawals, walletKeys.withdrawal);
      }),
      socket.on('withdrawal.rejected', ({ amount, currency, reason }) => {
        toast({ tone: 'warning', title: t('notify.withdrawalRejected'), description: t('notify.withdrawalRejectedText', { amount: money(amount, currency), reason }) });
        refresh(keys.balance, walletKeys.withdrawals, walletKeys.withdrawalInfo);
      }),
      socket.on('unread', ({ counts }) => {
        applyPush(queryClient, messageQueries.unreadCount().queryKey, counts);
        refresh(messageKeys.messages);
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [socket, t, toast, navigate, queryClient, locale]);

  return null;
}
