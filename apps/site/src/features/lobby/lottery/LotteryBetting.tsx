import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heading, Spinner, Stack, Text, formatAmount } from '@croupier/ui';
import { isCroupierApiError, keys, lotteryKeys } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useMoneyLocale } from '@/shared/format';
import { useCroupierSocket } from '@/shared/socket';
import { useRequestId } from '@/shared/useRequestId';
import { lotteryBetting } from './betting';
import { BetPicker, type SlipLine } from './BetPicker';
import { BetSlip, stakeOf } from './BetSlip';
import { MyBets } from './MyBets';
import { formatTime } from './time';
import { clock, useCountdown } from './useCountdown';

/** Server field errors `bets.<line>.selection` / `.betType` as a problem per slip line. */
function lineErrorsOf(error: unknown): Record<number, 'selection'> {
  const result: Record<number, 'selection'> = {};
  if (!isCroupierApiError(error) || !error.fieldErrors) return result;
  for (const key of Object.keys(error.fieldErrors)) {
    const match = /^bets\.(\d+)\./.exec(key);
    if (match) result[Number(match[1])] = 'selection';
  }
  return result;
}

/**
 * Betting on a lottery game (issue 14): the draw taking bets with its countdown and closing time, bet
 * types with their odds, the slip, and the member's bets, which the draw settles (a socket push).
 */
export function LotteryBetting({ gameCode, gameName }: { gameCode: string; gameName: string }) {
  const { t } = useTranslation();
  const { locale, currency } = useMoneyLocale();
  const queryClient = useQueryClient();
  const socket = useCroupierSocket();
  const offer = useQuery(lotteryBetting.betting(gameCode));
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [settledText, setSettledText] = useState<string>();
  const requestId = useRequestId();
  const left = useCountdown(offer.data?.draw.closesAt);
  const closed = Boolean(offer.data) && left === 0;

  const refresh = (...prefixes: (readonly unknown[])[]) =>
    prefixes.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));

  // The draw closed: the next one takes bets.
  useEffect(() => {
    if (closed) refresh(lotteryKeys.betting);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closed]);

  useEffect(() => {
    if (!socket) return;
    return socket.on('lottery.settled', (message) => {
      if (message.gameCode !== gameCode) return;
      setSettledText(
        t('betting.settled', {
          numero: message.numero,
          won: message.won,
          bets: message.bets,
          amount: formatAmount(message.winAmount, message.currency, locale),
        }),
      );
      refresh(
        lotteryKeys.bets,
        lotteryKeys.openedNumeros,
        lotteryKeys.lastOpenedNumero,
        keys.balance,
      );
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [socket, gameCode, locale, t]);

  const place = useMutation({
    ...lotteryBetting.placeBets(),
    onSuccess: () => {
      requestId.renew();
      setLines([]);
      refresh(lotteryKeys.bets, lotteryKeys.recentMenu, keys.balance);
    },
    onError: (error) => {
      requestId.renew();
      if (isCroupierApiError(error) && error.code === 'lottery_draw_closed')
        refresh(lotteryKeys.betting);
    },
  });

  if (offer.isPending) return <Spinner />;
  if (!offer.data) return <FormMessage tone="critical">{errorMessage(t, offer.error)}</FormMessage>;
  const { draw, betTypes, maintenance } = offer.data;
  const editSlip = (next: SlipLine[]) => {
    setLines(next);
    requestId.renew();
    place.reset();
  };
  const submit = () =>
    place.mutate({
      gameCode,
      numero: draw.numero,
      requestId: requestId.current(),
      bets: lines.map((line) => ({
        betType: line.betType,
        selection: line.selection,
        stake: stakeOf(line) ?? 0,
      })),
    });

  return (
    <Stack as="section" space="large" aria-labelledby="lottery-betting-title">
      <Heading level="2" id="lottery-betting-title">
        {t('betting.title')}
      </Heading>
      <Stack space="xsmall">
        <Text weight="strong">{t('betting.draw', { numero: draw.numero })}</Text>
        <Text tone="muted">{t('betting.drawAt', { time: formatTime(draw.drawAt, locale) })}</Text>
        <Text tone="muted">
          {t('betting.closesAt', { time: formatTime(draw.closesAt, locale) })}
        </Text>
        <Text role="timer" weight="medium">
          {closed ? t('betting.closed') : t('betting.closesIn', { time: clock(left) })}
        </Text>
        {maintenance ? <FormMessage tone="critical">{t('betting.maintenance')}</FormMessage> : null}
      </Stack>
      <BetPicker
        key={gameCode}
        betTypes={betTypes}
        currency={currency}
        locale={locale}
        disabled={maintenance}
        onAdd={(line) => editSlip([...lines, line])}
      />
      <BetSlip
        lines={lines}
        betTypes={betTypes}
        currency={currency}
        locale={locale}
        lineErrors={lineErrorsOf(place.error)}
        placing={place.isPending}
        disabled={maintenance || closed}
        onChange={(key, stakeText) =>
          editSlip(lines.map((l) => (l.key === key ? { ...l, stakeText } : l)))
        }
        onRemove={(key) => editSlip(lines.filter((l) => l.key !== key))}
        onPlace={submit}
      />
      {place.error ? (
        <FormMessage tone="critical">{errorMessage(t, place.error)}</FormMessage>
      ) : null}
      {place.data ? (
        <FormMessage tone="positive">
          {t('betting.placed', {
            count: place.data.bets.length,
            numero: place.data.bets[0]?.numero ?? draw.numero,
            balance: formatAmount(place.data.balance, place.data.currency, locale),
          })}
        </FormMessage>
      ) : null}
      {settledText ? <FormMessage tone="positive">{settledText}</FormMessage> : null}
      <Stack as="section" space="medium" aria-labelledby="lottery-my-bets-title">
        <Heading level="2" id="lottery-my-bets-title">
          {t('betting.myBets')}
        </Heading>
        <MyBets gameCode={gameCode} gameName={gameName} locale={locale} />
      </Stack>
    </Stack>
  );
}
