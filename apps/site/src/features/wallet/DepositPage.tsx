import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, RadioGroup, Stack, Text, formatAmount } from '@croupier/ui';
import { walletKeys } from '@croupier/sdk';
import { walletMutations, walletQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { AmountField } from '@/shared/AmountField';
import { checkAmount, type AmountProblem } from '@/shared/amountRules';
import { DepositOrderStatus } from './DepositOrderStatus';
import { DepositHistory } from './DepositHistory';
import { useRequestId } from '@/shared/useRequestId';

/** depositv2 (spec §2): the merchant's methods with their limits, then the sandbox payment page and the order's live status. */
export function DepositPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const methods = useQuery(walletQueries.depositMethods());
  const [methodCode, setMethodCode] = useState<string>();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem>();
  const [orderNo, setOrderNo] = useState<string>();
  const requestId = useRequestId();
  const create = useMutation({
    ...walletMutations.createDepositOrder(),
    onSuccess: (order) => {
      requestId.renew();
      setOrderNo(order.orderNo);
      queryClient.setQueryData(walletQueries.depositOrder(order.orderNo).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.depositOrders });
    },
  });

  if (methods.error) return <MemberPageFrame page="depositv2"><FormMessage tone="critical">{errorMessage(t, methods.error)}</FormMessage></MemberPageFrame>;
  if (!methods.data) return <MemberPageFrame page="depositv2"><Text tone="muted">{t('common.loading')}</Text></MemberPageFrame>;

  const { currency } = methods.data;
  const method = methods.data.methods.find((m) => m.code === methodCode) ?? methods.data.methods[0];
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const change = (apply: () => void) => {
    apply();
    requestId.renew();
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    const checked = checkAmount(amount, { min: method.minAmount, max: method.maxAmount });
    if ('problem' in checked) return setProblem(checked.problem);
    create.mutate({ methodCode: method.code, amount: checked.amount, requestId: requestId.current() });
  };

  return (
    <MemberPageFrame page="depositv2" lead={t('depositform.lead')}>
      <Panel title={t('depositform.formTitle')}>
        {method ? (
          <Stack as="form" space="large" onSubmit={submit} noValidate>
            <RadioGroup
              label={t('depositform.method')}
              value={method.code}
              onValueChange={(code) => change(() => setMethodCode(code))}
              options={methods.data.methods.map((m) => ({
                value: m.code,
                label: m.name,
                description: t('wallet.limits', { min: money(m.minAmount), max: money(m.maxAmount) }),
              }))}
            />
            <AmountField
              value={amount}
              onChange={(value) => change(() => setAmount(value))}
              limits={{ min: method.minAmount, max: method.maxAmount }}
              presets={method.presets}
              currency={currency}
              locale={locale}
              problem={problem}
            />
            {create.error ? <FormMessage tone="critical">{errorMessage(t, create.error)}</FormMessage> : null}
            <div>
              <Button type="submit" loading={create.isPending}>
                {t('depositform.submit')}
              </Button>
            </div>
          </Stack>
        ) : (
          <Text tone="muted">{t('depositform.noMethods')}</Text>
        )}
      </Panel>
      {orderNo ? <DepositOrderStatus orderNo={orderNo} /> : null}
      <DepositHistory />
    </MemberPageFrame>
  );
}
