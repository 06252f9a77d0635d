import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Inline,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  parseAmount,
} from '@croupier/ui';
import {
  contractKeys,
  isCroupierApiError,
  type ContractPeriod,
  type ContractType,
} from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { contractMutations } from '../contracts/contractApi';
import { CONTRACT_TYPES, contractTypeLabel, periodLabel } from '../contracts/labels';

const PERIODS = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
] as const satisfies readonly ContractPeriod[];

/** An upline offers a direct sub-agent a new contract with its terms, or the termination of one in force. */
export function OfferContractForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState('');
  const [type, setType] = useState<ContractType>('realtime_salary');
  const [requestKind, setRequestKind] = useState<'new' | 'termination'>('new');
  const [rate, setRate] = useState('');
  const [activeMembers, setActiveMembers] = useState('0');
  const [periodValidBet, setPeriodValidBet] = useState('0');
  const [periodProfitLoss, setPeriodProfitLoss] = useState('0');
  const [betAmount, setBetAmount] = useState('0');
  const [period, setPeriod] = useState<ContractPeriod>('daily');
  const [missing, setMissing] = useState<'account' | 'rate' | null>(null);
  const offer = useMutation({
    ...contractMutations.offerContract(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.offers });
      setAccount('');
    },
  });

  const rateBps = Math.round(Number.parseFloat(rate.replace(',', '.')) * 100);
  const minor = (value: string) => parseAmount(value) ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return setMissing('account');
    if (requestKind === 'new' && !(rateBps >= 1 && rateBps <= 10_000)) return setMissing('rate');
    setMissing(null);
    offer.mutate({
      account: account.trim(),
      type,
      requestKind,
      ...(requestKind === 'new' && {
        terms: {
          rateBps,
          activeMembers: Math.max(0, Number.parseInt(activeMembers, 10) || 0),
          periodValidBet: minor(periodValidBet),
          periodProfitLoss: minor(periodProfitLoss),
          betAmount: minor(betAmount),
          period,
        },
      }),
    });
  };
  const formError =
    offer.error && !(isCroupierApiError(offer.error) && offer.error.fieldErrors)
      ? errorMessage(t, offer.error)
      : undefined;

  return (
    <Box
      as="section"
      aria-labelledby="offer-contract"
      border="standard"
      borderRadius="medium"
      padding="medium"
    >
      <form onSubmit={submit} noValidate>
        <Stack space="medium">
          <Text weight="strong" id="offer-contract">
            {t('contracts.offer.title')}
          </Text>
          <RadioGroup
            label={t('contracts.offer.kind')}
            value={requestKind}
            onValueChange={(value) => setRequestKind(value as 'new' | 'termination')}
            options={[
              { value: 'new', label: t('contracts.offer.new') },
              { value: 'termination', label: t('contracts.offer.termination') },
            ]}
          />
          <Inline space="medium" alignY="top">
            <TextField
              label={t('contracts.offer.account')}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              maxLength={64}
              autoComplete="off"
              error={missing === 'account' ? t('contracts.offer.required') : undefined}
            />
            <Select
              label={t('contracts.offer.type')}
              value={type}
              onValueChange={(value) => setType(value as ContractType)}
              options={CONTRACT_TYPES.map((value) => ({
                value,
                label: contractTypeLabel(t, value),
              }))}
            />
          </Inline>
          {requestKind === 'new' ? (
            <Inline space="medium" alignY="top">
              <TextField
                label={t('contracts.offer.rate')}
                inputMode="decimal"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
                error={missing === 'rate' ? t('contracts.offer.rateRule') : undefined}
              />
              <TextField
                label={t('contracts.terms.activeMembers')}
                inputMode="numeric"
                value={activeMembers}
                onChange={(e) => setActiveMembers(e.target.value)}
              />
              <TextField
                label={t('contracts.terms.periodValidBet')}
                inputMode="decimal"
                value={periodValidBet}
                onChange={(e) => setPeriodValidBet(e.target.value)}
              />
              <TextField
                label={t('contracts.terms.periodProfitLoss')}
                inputMode="decimal"
                value={periodProfitLoss}
                onChange={(e) => setPeriodProfitLoss(e.target.value)}
              />
              <TextField
                label={t('contracts.terms.betAmount')}
                inputMode="decimal"
                value={betAmount}
                onChange={(e) => setBetAmount(e.target.value)}
              />
              <Select
                label={t('contracts.terms.period')}
                value={period}
                onValueChange={(value) => setPeriod(value as ContractPeriod)}
                options={PERIODS.map((value) => ({
                  value,
                  label: periodLabel(t, value),
                }))}
              />
            </Inline>
          ) : null}
          {formError ? (
            <Text tone="critical" role="alert">
              {formError}
            </Text>
          ) : null}
          {offer.isSuccess ? (
            <Text tone="positive" role="status">
              {t('contracts.offer.sent')}
            </Text>
          ) : null}
          <div>
            <Button type="submit" loading={offer.isPending}>
              {t('contracts.offer.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Box>
  );
}
