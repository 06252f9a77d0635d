import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Stack, Text, TextField, formatAmount } from '@croupier/ui';
import { isCroupierApiError, pointKeys, type PointReward } from '@croupier/sdk';
import { pointMutations } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { isFormLevelError, TransactionPasswordInput } from '@/shared/TransactionPasswordInput';
import { useRequestId } from '@/shared/useRequestId';
import { formatPoints } from './pointTexts';
import { useTransactionPassword } from './useTransactionPassword';

/** The contract's most of one reward per redemption. */
const MAX_QUANTITY = 10;

interface Props {
  reward: PointReward;
  currency: string;
  locale: string;
  isTrial: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Redeem a reward with the transaction password (passwordCheck/MCS2_redeemPointReward); a trial member is sent to register. */
export function RedeemDialog({ reward, currency, locale, isTrial, onOpenChange }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const password = useTransactionPassword();
  const [quantityInvalid, setQuantityInvalid] = useState(false);
  const requestId = useRequestId();
  const redeem = useMutation({
    ...pointMutations.redeemReward(),
    onSuccess: () => {
      requestId.renew();
      password.clear();
      void queryClient.invalidateQueries({ queryKey: pointKeys.balance });
      void queryClient.invalidateQueries({ queryKey: pointKeys.redemptions });
      void queryClient.invalidateQueries({ queryKey: pointKeys.details });
    },
  });
  const count = /^\d+$/.test(quantity) ? Number(quantity) : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const badQuantity = count < 1 || count > MAX_QUANTITY;
    setQuantityInvalid(badQuantity);
    const hasPassword = password.check();
    if (!badQuantity && hasPassword)
      redeem.mutate({
        rewardId: reward.id,
        quantity: count,
        transactionPassword: password.value,
        requestId: requestId.current(),
      });
  };
  const failure = isCroupierApiError(redeem.error, 'reward_not_eligible')
    ? t('points.amountNotMet', { amount: formatAmount(reward.amountRequired, currency, locale) })
    : errorMessage(t, redeem.error);

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Content size="small">
        <Dialog.Title>{t('points.redeemFor', { name: reward.name })}</Dialog.Title>
        {isTrial ? (
          <Stack space="medium">
            <Dialog.Description>{t('errors.real_account_required')}</Dialog.Description>
            <Dialog.Actions>
              <Dialog.Close>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button
                onClick={() => {
                  onOpenChange(false);
                  authDialog.open('register');
                }}
              >
                {t('points.register')}
              </Button>
            </Dialog.Actions>
          </Stack>
        ) : redeem.data ? (
          <Stack space="medium">
            <FormMessage tone="positive">
              {t('points.redeemed', { referenceNo: redeem.data.referenceNo })}
            </FormMessage>
            <Dialog.Actions>
              <Dialog.Close>
                <Button>{t('points.ok')}</Button>
              </Dialog.Close>
            </Dialog.Actions>
          </Stack>
        ) : (
          <Stack as="form" space="medium" onSubmit={submit} noValidate>
            <Dialog.Description>{t('points.redeemDescription')}</Dialog.Description>
            <TextField
              label={t('points.quantity')}
              inputMode="numeric"
              autoComplete="off"
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setQuantityInvalid(false);
                requestId.renew();
              }}
              hint={t('points.quantityHint', { max: MAX_QUANTITY })}
              error={
                quantityInvalid ? t('points.quantityInvalid', { max: MAX_QUANTITY }) : undefined
              }
              required
            />
            <Text weight="medium">
              {t('points.total', {
                points: formatPoints(reward.pointsRequired * Math.max(count, 0), locale),
              })}
            </Text>
            <TransactionPasswordInput {...password.input} error={redeem.error} />
            {isFormLevelError(redeem.error) ? (
              <FormMessage tone="critical">{failure}</FormMessage>
            ) : null}
            <Dialog.Actions>
              <Dialog.Close>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" loading={redeem.isPending}>
                {t('points.redeem')}
              </Button>
            </Dialog.Actions>
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
