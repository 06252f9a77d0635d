import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Amount, Button, Dialog, Stack, Text } from '@croupier/ui';
import { agentKeys, keys, type AgentTeamMember, type DownlineTransferInfo } from '@croupier/sdk';
import { agentMutations, agentQueries } from '@/shared/api';
import { AmountField } from '@/shared/AmountField';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { isFormLevelError, TransactionPasswordInput } from '@/shared/TransactionPasswordInput';
import { useGuardedAmount } from '@/shared/useGuardedAmount';

/** Transfer to downline (spec §6) in a dialog: amount within the limits, the transaction password, one request id. */
export function TransferDialog({
  member,
  onClose,
}: {
  member: AgentTeamMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = useQuery(agentQueries.downlineTransferInfo());
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="medium">
        <Dialog.Title>{t('agent.transfer.title')}</Dialog.Title>
        <Dialog.Description>
          {t('agent.transfer.to', { account: member.account })}
        </Dialog.Description>
        {info.error ? (
          <FormMessage tone="critical">{errorMessage(t, info.error)}</FormMessage>
        ) : null}
        {info.data && !info.data.hasTransactionPassword ? (
          <FormMessage tone="critical">{t('agent.transfer.noPassword')}</FormMessage>
        ) : null}
        {info.data?.hasTransactionPassword ? (
          <TransferForm member={member} info={info.data} onClose={onClose} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TransferForm({
  member,
  info,
  onClose,
}: {
  member: AgentTeamMember;
  info: DownlineTransferInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const limits = { min: info.minAmount, max: info.maxAmount, balance: info.balance };
  const form = useGuardedAmount(limits);
  const transfer = useMutation({
    ...agentMutations.transferToDownline(),
    onSuccess: () => {
      form.clear();
      void queryClient.invalidateQueries({ queryKey: keys.balance });
      for (const key of [
        agentKeys.transferInfo,
        agentKeys.members,
        agentKeys.member,
        agentKeys.transactions,
        agentKeys.creditReport,
        agentKeys.overview,
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.check();
    if (amount !== null)
      transfer.mutate({
        memberId: member.memberId,
        amount,
        transactionPassword: form.password,
        requestId: form.requestId.current(),
      });
  };
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Text>
        {t('agent.transfer.available')}{' '}
        <Amount value={info.balance} currency={info.currency} locale={locale} weight="strong" />
      </Text>
      <AmountField
        value={form.amount}
        onChange={form.setAmount}
        limits={limits}
        currency={info.currency}
        locale={locale}
        problem={form.problem}
      />
      <TransactionPasswordInput
        value={form.password}
        onChange={form.setPassword}
        missing={form.passwordMissing}
        error={transfer.error}
      />
      {isFormLevelError(transfer.error) ? (
        <FormMessage tone="critical">{errorMessage(t, transfer.error)}</FormMessage>
      ) : null}
      {transfer.data ? (
        <FormMessage tone="positive">
          {t('agent.transfer.done', { referenceNo: transfer.data.referenceNo })}
        </FormMessage>
      ) : null}
      <Dialog.Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('agent.transfer.cancel')}
        </Button>
        <Button type="submit" loading={transfer.isPending}>
          {t('agent.transfer.submit')}
        </Button>
      </Dialog.Actions>
    </Stack>
  );
}
