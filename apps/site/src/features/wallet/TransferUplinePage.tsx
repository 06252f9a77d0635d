import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Amount, Button, Stack, Text } from '@croupier/ui';
import { keys, walletKeys, type UplineTransferInfo } from '@croupier/sdk';
import { walletMutations, walletQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { AmountField } from '@/shared/AmountField';
import { isFormLevelError, TransactionPasswordInput } from '@/shared/TransactionPasswordInput';
import { useGuardedAmount } from '@/shared/useGuardedAmount';

/** transferUpline (spec §2): money from the main wallet to the member's upline agent, with the transaction password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const info = useQuery(walletQueries.uplineTransferInfo());
  const data = info.data;
  return (
    <MemberPageFrame page="transferUpline">
      {info.error ? <FormMessage tone="critical">{errorMessage(t, info.error)}</FormMessage> : null}
      {info.isPending ? <Text tone="muted">{t('common.loading')}</Text> : null}
      {data ? (
        <Panel title={data.upline ? t('upline.to', { nickname: data.upline.nickname, account: data.upline.account }) : undefined}>
          {!data.upline ? (
            <Text tone="muted">{t('errors.no_upline')}</Text>
          ) : !data.hasTransactionPassword ? (
            <FormMessage tone="critical">{t('errors.transaction_password_not_set')}</FormMessage>
          ) : (
            <UplineTransferForm info={data} />
          )}
        </Panel>
      ) : null}
    </MemberPageFrame>
  );
}

function UplineTransferForm({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const limits = { min: info.minAmount, max: info.maxAmount, balance: info.balance };
  const form = useGuardedAmount(limits);
  const transfer = useMutation({
    ...walletMutations.transferToUpline(),
    onSuccess: () => {
      form.clear();
      void queryClient.invalidateQueries({ queryKey: keys.balance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.uplineTransferInfo });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.check();
    if (amount !== null) transfer.mutate({ amount, transactionPassword: form.password, requestId: form.requestId.current() });
  };
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Text>
        {t('withdraw.available')} <Amount value={info.balance} currency={info.currency} locale={locale} weight="strong" />
      </Text>
      <AmountField value={form.amount} onChange={form.setAmount} limits={limits} currency={info.currency} locale={locale} problem={form.problem} />
      <TransactionPasswordInput value={form.password} onChange={form.setPassword} missing={form.passwordMissing} error={transfer.error} />
      {isFormLevelError(transfer.error) ? <FormMessage tone="critical">{errorMessage(t, transfer.error)}</FormMessage> : null}
      {transfer.data ? <FormMessage tone="positive">{t('upline.done', { referenceNo: transfer.data.referenceNo })}</FormMessage> : null}
      <div>
        <Button type="submit" loading={transfer.isPending}>
          {t('upline.submit')}
        </Button>
      </div>
    </Stack>
  );
}
