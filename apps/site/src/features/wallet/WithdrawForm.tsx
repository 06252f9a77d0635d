import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, RadioGroup, Stack } from '@croupier/ui';
import { keys, walletKeys, type WithdrawalInfo } from '@croupier/sdk';
import { walletMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { AmountField } from '@/shared/AmountField';
import { isFormLevelError, TransactionPasswordInput } from '@/shared/TransactionPasswordInput';
import { useGuardedAmount } from '@/shared/useGuardedAmount';

/** Withdraw to a bound account with the transaction password, within the limits and the balance. */
export function WithdrawForm({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(info.accounts[0]?.id ?? '');
  const limits = { min: info.limits.minAmount, max: info.limits.maxAmount, balance: info.balance };
  const form = useGuardedAmount(limits);
  const withdraw = useMutation({
    ...walletMutations.createWithdrawal(),
    onSuccess: () => {
      form.clear();
      void queryClient.invalidateQueries({ queryKey: keys.balance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawalInfo });
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = form.check();
    if (amount !== null) withdraw.mutate({ accountId, amount, transactionPassword: form.password, requestId: form.requestId.current() });
  };

  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <RadioGroup
        label={t('withdraw.account')}
        value={accountId}
        onValueChange={(value) => {
          setAccountId(value);
          form.requestId.renew();
        }}
        options={info.accounts.map((a) => ({ value: a.id, label: `${a.methodName} ${a.accountNumber}`, description: a.holderName }))}
      />
      <AmountField value={form.amount} onChange={form.setAmount} limits={limits} currency={info.currency} locale={locale} problem={form.problem} />
      <TransactionPasswordInput value={form.password} onChange={form.setPassword} missing={form.passwordMissing} error={withdraw.error} />
      {isFormLevelError(withdraw.error) ? <FormMessage tone="critical">{errorMessage(t, withdraw.error)}</FormMessage> : null}
      {withdraw.data ? <FormMessage tone="positive">{t('withdraw.submitted', { orderNo: withdraw.data.orderNo })}</FormMessage> : null}
      <div>
        <Button type="submit" loading={withdraw.isPending}>
          {t('withdraw.submit')}
        </Button>
      </div>
    </Stack>
  );
}
