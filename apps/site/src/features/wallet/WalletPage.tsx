import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Amount, Box, Button, Grid, Select, Stack, Text } from '@croupier/ui';
import { keys, walletKeys, type WalletCode } from '@croupier/sdk';
import { walletMutations, walletQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { StatList } from '@/shared/StatList';
import { AmountField } from '@/shared/AmountField';
import { checkAmount, type AmountProblem } from '@/shared/amountRules';
import { useRequestId } from '@/shared/useRequestId';

/** The most a form lets through; the server checks the real balance in the same transaction. */
const NO_LIMIT = 100_000_000_000;

/** transferFund (spec §2 wallet): the funds in one view, and transfers between the main and vendor wallets where the merchant has them. */
export function WalletPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const funds = useQuery(walletQueries.consolidatedFunds());
  const wallets = useQuery(walletQueries.wallets());
  const data = wallets.data;
  const money = (value: number) => <Amount value={value} currency={funds.data?.currency ?? 'BRL'} locale={locale} />;
  const summary = funds.data
    ? [
        { id: 'total', label: t('wallet.total'), value: money(funds.data.total) },
        { id: 'main', label: t('wallet.main'), value: money(funds.data.balance) },
        { id: 'games', label: t('wallet.gameWallets'), value: money(funds.data.gameWallets) },
        { id: 'held', label: t('wallet.held'), value: money(funds.data.held) },
      ]
    : [];
  return (
    <MemberPageFrame page="transferFund">
      <Panel title={t('wallet.fundsTitle')}>
        {funds.error ? <FormMessage tone="critical">{errorMessage(t, funds.error)}</FormMessage> : null}
        <StatList items={summary} />
        {funds.data && funds.data.held > 0 ? <Text tone="muted" size="small">{t('wallet.heldHint')}</Text> : null}
      </Panel>
      {data ? (
        <Panel title={t('wallet.walletsTitle')}>
          {data.isSingle ? <Text tone="muted">{t('wallet.single')}</Text> : <TransferForm codes={data.wallets.map((w) => w.code)} currency={data.currency} />}
          <Grid as="ul" columns={[2, 3, 5]} gap="small">
            {data.wallets.map((wallet) => (
              <Box key={wallet.code} as="li" display="flex" flexDirection="column" gap="xxsmall" padding="small" border="standard" borderRadius="medium">
                <Text size="small" tone="muted">
                  {wallet.code === 'MAIN' ? t('wallet.main') : wallet.code}
                </Text>
                <Amount value={wallet.balance} currency={data.currency} locale={locale} />
              </Box>
            ))}
          </Grid>
        </Panel>
      ) : null}
    </MemberPageFrame>
  );
}

function TransferForm({ codes, currency }: { codes: WalletCode[]; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<WalletCode>('MAIN');
  const [to, setTo] = useState<WalletCode>(codes.find((c) => c !== 'MAIN') ?? 'MAIN');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem>();
  const requestId = useRequestId();
  const transfer = useMutation({
    ...walletMutations.walletTransfer(),
    onSuccess: (list) => {
      requestId.renew();
      setAmount('');
      queryClient.setQueryData(walletQueries.wallets().queryKey, list);
      void queryClient.invalidateQueries({ queryKey: keys.balance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.consolidatedFunds });
    },
  });
  const options = codes.map((code) => ({ value: code, label: code === 'MAIN' ? t('wallet.main') : code }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, { min: 1, max: NO_LIMIT });
    if ('problem' in checked) return setProblem(checked.problem);
    transfer.mutate({ from, to, amount: checked.amount, requestId: requestId.current() });
  };
  const change = (apply: () => void) => {
    apply();
    requestId.renew();
    setProblem(undefined);
  };
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Grid columns={[1, 2]} gap="medium">
        <Select label={t('wallet.from')} value={from} onValueChange={(v) => change(() => setFrom(v as WalletCode))} options={options} />
        <Select label={t('wallet.to')} value={to} onValueChange={(v) => change(() => setTo(v as WalletCode))} options={options} />
      </Grid>
      <AmountField value={amount} onChange={(v) => change(() => setAmount(v))} limits={{ min: 1, max: NO_LIMIT }} currency={currency} locale={locale} problem={problem} hideLimits />
      {from === to ? <FormMessage tone="critical">{t('wallet.sameWallet')}</FormMessage> : null}
      {transfer.error ? <FormMessage tone="critical">{errorMessage(t, transfer.error)}</FormMessage> : null}
      {transfer.isSuccess ? <FormMessage tone="positive">{t('wallet.transferred')}</FormMessage> : null}
      <div>
        <Button type="submit" loading={transfer.isPending} disabled={from === to}>
          {t('wallet.transfer')}
        </Button>
      </div>
    </Stack>
  );
}
