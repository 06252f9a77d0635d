import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Text, TextField, formatAmount } from '@croupier/ui';
import { keys, pointKeys, type PointBalance, type PointConfig } from '@croupier/sdk';
import { pointMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { isFormLevelError, TransactionPasswordInput } from '@/shared/TransactionPasswordInput';
import { useRequestId } from '@/shared/useRequestId';
import { formatPoints } from './pointTexts';
import { useTransactionPassword } from './useTransactionPassword';

type Problem = 'required' | 'format' | 'min' | 'max';

/** Convert points to balance (passwordCheck/MCS2_convertPoint): whole points, at least the merchant's minimum. */
export function ConvertForm({
  balance,
  config,
  locale,
}: {
  balance: PointBalance;
  config: PointConfig;
  locale: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const password = useTransactionPassword();
  const [problem, setProblem] = useState<Problem>();
  const requestId = useRequestId();
  const convert = useMutation({
    ...pointMutations.convertPoints(),
    onSuccess: () => {
      requestId.renew();
      setText('');
      password.clear();
      void queryClient.invalidateQueries({ queryKey: keys.balance });
      void queryClient.invalidateQueries({ queryKey: pointKeys.balance });
      void queryClient.invalidateQueries({ queryKey: pointKeys.details });
    },
  });
  const money = (minor: number) => formatAmount(minor, config.currency, locale);
  const worth = (points: number) => Math.floor((points * config.unit) / config.exchangeRate);
  const points = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;

  const check = (): number | undefined => {
    const found: Problem | undefined =
      text.trim() === ''
        ? 'required'
        : points === undefined
          ? 'format'
          : points < config.minConvert
            ? 'min'
            : points > balance.points
              ? 'max'
              : undefined;
    setProblem(found);
    const hasPassword = password.check();
    return found || !hasPassword ? undefined : points;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = check();
    if (chosen !== undefined)
      convert.mutate({
        points: chosen,
        transactionPassword: password.value,
        requestId: requestId.current(),
      });
  };
  const messages: Record<Problem, string> = {
    required: t('points.convertRequired'),
    format: t('points.convertFormat'),
    min: t('points.convertMin', { min: formatPoints(config.minConvert, locale) }),
    max: t('points.convertTooMany', { points: formatPoints(balance.points, locale) }),
  };
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Text tone="muted">
        {t('points.convertRate', {
          points: formatPoints(config.exchangeRate, locale),
          amount: money(config.unit),
        })}
      </Text>
      <TextField
        label={t('points.convertPoints')}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
          requestId.renew();
        }}
        hint={
          points !== undefined && points > 0
            ? t('points.convertYouGet', { amount: money(worth(points)) })
            : t('points.convertHint', { min: formatPoints(config.minConvert, locale) })
        }
        error={problem ? messages[problem] : undefined}
        required
      />
      <TransactionPasswordInput {...password.input} error={convert.error} />
      {isFormLevelError(convert.error) ? (
        <FormMessage tone="critical">{errorMessage(t, convert.error)}</FormMessage>
      ) : null}
      {convert.data ? (
        <FormMessage tone="positive">
          {t('points.converted', {
            points: formatPoints(convert.data.points, locale),
            amount: money(convert.data.amount),
          })}
        </FormMessage>
      ) : null}
      <div>
        <Button type="submit" loading={convert.isPending}>
          {t('points.convertSubmit')}
        </Button>
      </div>
    </Stack>
  );
}
