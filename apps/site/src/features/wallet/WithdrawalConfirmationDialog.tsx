import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Amount, Button, Dialog, ImageUpload, RadioGroup, Stack, Text, formatAmount } from '@croupier/ui';
import { keys, walletKeys, type WithdrawalConfirmationResult, type WithdrawalOrder } from '@croupier/sdk';
import { walletMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { AmountField } from '@/shared/AmountField';
import { checkAmount, type AmountProblem } from '@/shared/amountRules';
import { toProofImage } from '@/shared/proofImages';

interface Props {
  order: WithdrawalOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Withdrawal confirmation (spec §4): the payout is disbursed; the member says received, partly received
 * (amount received, the rest investigated) or not received (proof images for staff). No answer in time
 * is a forced receipt, and a forced receipt is not refunded: the dialog says so plainly.
 */
export function WithdrawalConfirmationDialog({ order, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<WithdrawalConfirmationResult>('received');
  const [received, setReceived] = useState('');
  const [problem, setProblem] = useState<AmountProblem>();
  const [images, setImages] = useState<File[]>([]);
  const confirm = useMutation({
    ...walletMutations.confirmWithdrawal(),
    onSuccess: () => {
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals });
      void queryClient.invalidateQueries({ queryKey: keys.balance });
    },
  });
  const limits = { min: 1, max: order.amount - 1 };
  const checked = result === 'partly_received' ? checkAmount(received, limits) : undefined;
  const remaining = checked && 'amount' in checked ? order.amount - checked.amount : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checked && 'problem' in checked) return setProblem(checked.problem);
    confirm.mutate({
      orderNo: order.orderNo,
      result,
      ...(checked && 'amount' in checked ? { receivedAmount: checked.amount } : {}),
      ...(result === 'not_received' && images.length > 0 ? { proofImages: await Promise.all(images.map(toProofImage)) } : {}),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="medium">
        <Dialog.Title>{t('withdraw.confirmTitle')}</Dialog.Title>
        <Dialog.Description>
          {t('withdraw.confirmDescription', { amount: formatAmount(order.amount, order.currency, locale), account: order.account.accountNumber })}
        </Dialog.Description>
        <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate>
          {order.confirmBy ? (
            <FormMessage tone="critical">{t('withdraw.forcedReceipt', { time: formatDateTime(order.confirmBy, locale) })}</FormMessage>
          ) : null}
          <RadioGroup
            label={t('withdraw.confirmQuestion')}
            value={result}
            onValueChange={(value) => {
              setResult(value as WithdrawalConfirmationResult);
              setProblem(undefined);
            }}
            options={[
              { value: 'received', label: t('withdraw.received') },
              { value: 'partly_received', label: t('withdraw.partlyReceived') },
              { value: 'not_received', label: t('withdraw.notReceived') },
            ]}
          />
          {result === 'partly_received' ? (
            <Stack space="small">
              <AmountField
                label={t('withdraw.amountReceived')}
                value={received}
                onChange={(value) => {
                  setReceived(value);
                  setProblem(undefined);
                }}
                limits={limits}
                currency={order.currency}
                locale={locale}
                problem={problem}
              />
              {remaining !== undefined ? (
                <Text>
                  {t('withdraw.amountRemaining')} <Amount value={remaining} currency={order.currency} locale={locale} weight="strong" />
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {result === 'not_received' ? (
            <Stack space="small">
              <Text tone="muted">{t('withdraw.proofHint')}</Text>
              <ImageUpload label={t('withdraw.proof')} files={images} onChange={setImages} messages={kit.imageUpload} />
            </Stack>
          ) : null}
          {confirm.error ? <FormMessage tone="critical">{errorMessage(t, confirm.error)}</FormMessage> : null}
          <Dialog.Actions>
            <Dialog.Close>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" loading={confirm.isPending}>
              {t('withdraw.sendConfirmation')}
            </Button>
          </Dialog.Actions>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
