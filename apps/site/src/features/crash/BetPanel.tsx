import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Text, TextField, formatAmount, parseAmount } from '@croupier/ui';
import {
  crashKeys,
  createCrashSocketCalls,
  keys,
  type CrashBetRequest,
  type CrashMyBet,
  type CrashRound,
  type CrashState,
} from '@croupier/sdk';
import { formatMultiplier } from '@croupier/fair';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useCroupierSocket } from '@/shared/socket';
import { crashMutations, crashQueries } from './crashApi';

type Problem = 'amountRequired' | 'amountFormat' | 'amountRange' | 'autoFormat' | 'autoRange';

/** The outcome line of the member's bet in the shown round. */
function outcome(t: ReturnType<typeof useTranslation>['t'], bet: CrashMyBet, money: (n: number) => string) {
  const values = { round: bet.roundNo, amount: money(bet.amount) };
  switch (bet.status) {
    case 'won':
      return { tone: 'positive' as const, text: t('crash.cashedOut', { multiplier: formatMultiplier(bet.cashout ?? 100), amount: money(bet.payout) }) };
    case 'lost':
      return { tone: 'critical' as const, text: t('crash.lost', { ...values, point: formatMultiplier(bet.crashPoint ?? 100) }) };
    case 'refunded':
      return { tone: 'neutral' as const, text: t('crash.refunded', values) };
    default:
      return { tone: 'neutral' as const, text: t('crash.betPlaced', values) };
  }
}

/**
 * The bet form (amount, optional auto cash-out) during the betting window, the cash-out button while the
 * member's bet flies, and the bet's outcome. Trial members watch only.
 */
export function BetPanel({
  state,
  round,
  locale,
  isTrial,
}: {
  state: CrashState;
  round?: CrashRound;
  locale: string;
  isTrial: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState('');
  const [autoText, setAutoText] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const money = (minor: number) => formatAmount(minor, state.currency, locale);
  const myBets = useQuery({ ...crashQueries.myBets(state.nodeId), enabled: !isTrial });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: crashKeys.myBets });
    void queryClient.invalidateQueries({ queryKey: keys.balance });
  };
  // Over the socket when it is open (no HTTP round trip when the moment to cash out counts), else HTTP.
  const socket = useCroupierSocket();
  const viaSocket = useMemo(() => (socket ? createCrashSocketCalls(socket) : undefined), [socket]);
  const http = useMemo(() => ({ place: crashMutations.placeBet(), cash: crashMutations.cashOut() }), []);
  const place = useMutation({
    mutationKey: http.place.mutationKey,
    mutationFn: async (body: CrashBetRequest, context) =>
      (await viaSocket?.placeBet(body)) ?? http.place.mutationFn(body, context),
    onSuccess: refresh,
  });
  const cash = useMutation({
    mutationKey: http.cash.mutationKey,
    mutationFn: async (body: { nodeId: string }, context) =>
      (await viaSocket?.cashOut(body)) ?? http.cash.mutationFn(body, context),
    onSuccess: refresh,
  });

  if (isTrial)
    return (
      <Stack space="small">
        <Text>{t('crash.trial')}</Text>
        <div>
          <Button onClick={() => authDialog.open('register')}>{t('crash.register')}</Button>
        </div>
      </Stack>
    );

  // The member's bet in the shown round: the freshest of the list, the bet just placed and the cash-out.
  const candidates = [cash.data, myBets.data?.find((b) => b.roundNo === round?.roundNo), place.data];
  const mine = candidates.find((b) => b && round && b.roundNo === round.roundNo && b.status !== 'open')
    ?? candidates.find((b) => b && round && b.roundNo === round.roundNo);
  const canBet = round?.status === 'betting' && !mine;
  const canCashOut = round?.status === 'running' && mine?.status === 'open';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    const auto = autoText.trim() === '' ? null : parseAmount(autoText);
    const found: Problem | undefined =
      amountText.trim() === ''
        ? 'amountRequired'
        : amount === null
          ? 'amountFormat'
          : amount < state.minBet || amount > state.maxBet
            ? 'amountRange'
            : autoText.trim() !== '' && auto === null
              ? 'autoFormat'
              : auto !== null && (auto < state.minAutoCashout || auto > state.maxAutoCashout)
                ? 'autoRange'
                : undefined;
    setProblem(found);
    if (found || amount === null || !canBet) return;
    cash.reset();
    place.mutate({ nodeId: state.nodeId, amount, autoCashout: auto });
  };
  const range = { min: money(state.minBet), max: money(state.maxBet) };
  const autoRange = { min: formatMultiplier(state.minAutoCashout), max: formatMultiplier(state.maxAutoCashout) };
  const messages: Record<Problem, string> = {
    amountRequired: t('crash.amountRequired'),
    amountFormat: t('crash.amountFormat'),
    amountRange: t('crash.amountRange', range),
    autoFormat: t('crash.autoFormat'),
    autoRange: t('crash.autoRange', autoRange),
  };
  const shown = mine ? outcome(t, mine, money) : undefined;
  const failure = place.error ?? cash.error;
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <TextField
        label={t('crash.amount', { currency: state.currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value);
          setProblem(undefined);
        }}
        hint={t('crash.amountHint', range)}
        error={problem?.startsWith('amount') ? messages[problem] : undefined}
        required
      />
      <TextField
        label={t('crash.autoCashout')}
        inputMode="decimal"
        autoComplete="off"
        value={autoText}
        onChange={(event) => {
          setAutoText(event.target.value);
          setProblem(undefined);
        }}
        hint={t('crash.autoCashoutHint', autoRange)}
        error={problem?.startsWith('auto') ? messages[problem] : undefined}
      />
      {shown && shown.tone !== 'neutral' ? <FormMessage tone={shown.tone}>{shown.text}</FormMessage> : null}
      <div role="status">
        {shown?.tone === 'neutral' ? <Text>{shown.text}</Text> : null}
        {!canBet && !mine && round?.status !== 'betting' ? <Text tone="muted">{t('crash.nextRound')}</Text> : null}
      </div>
      {failure ? <FormMessage tone="critical">{errorMessage(t, failure)}</FormMessage> : null}
      <div>
        {canCashOut ? (
          <Button
            type="button"
            loading={cash.isPending}
            onClick={() => cash.mutate({ nodeId: state.nodeId })}
          >
            {t('crash.cashOut')}
          </Button>
        ) : (
          <Button type="submit" loading={place.isPending} disabled={!canBet}>
            {t('crash.placeBet')}
          </Button>
        )}
      </div>
    </Stack>
  );
}
