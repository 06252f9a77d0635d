import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Amount, Box, Button, Inline, Stack, StatusPill, Text } from '@croupier/ui';
import { ExternalLink } from 'lucide-react';
import { walletQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { Panel } from '@/shared/MemberPageFrame';
import { depositPill } from './statusPills';

/** Poll a pending order while the payment page is open; the socket's deposit events refresh it sooner. */
const POLL_MS = 3000;

/** The order just made: its sandbox payment page, and its status as it changes (spec §2 'order status live'). */
export function DepositOrderStatus({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const order = useQuery({
    ...walletQueries.depositOrder(orderNo),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const data = order.data;
  if (!data) return null;
  return (
    <Panel title={t('depositform.orderTitle')}>
      <Stack space="medium">
        <Inline space="medium" alignY="center">
          <Text>{t('depositform.orderNo', { orderNo: data.orderNo })}</Text>
          <Amount value={data.amount} currency={data.currency} locale={locale} weight="strong" />
          <Text tone="muted">{data.methodName}</Text>
        </Inline>
        <Box role="status" aria-live="polite" display="flex" gap="small" alignItems="center" flexWrap="wrap">
          <StatusPill status={depositPill[data.status]} messages={kit.statusPill} />
          <Text>
            {data.status === 'pending'
              ? t('depositform.pendingHint', { time: formatDateTime(data.expiresAt, locale) })
              : data.status === 'paid'
                ? t('depositform.paidHint')
                : t('depositform.failedHint')}
          </Text>
        </Box>
        {data.status === 'pending' ? (
          <div>
            <Button asChild iconEnd={ExternalLink}>
              <a href={data.paymentUrl} target="_blank" rel="noopener">
                {t('depositform.openPayment')}
              </a>
            </Button>
          </div>
        ) : null}
      </Stack>
    </Panel>
  );
}
