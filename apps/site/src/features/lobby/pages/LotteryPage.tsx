import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Heading, Spinner, Stack, Text } from '@croupier/ui';
import { paths } from '@/config/paths';
import { lottery } from '@/shared/api';
import { ChoiceButtons } from '@/shared/ChoiceButtons';
import { LotteryBetting } from '../lottery/LotteryBetting';
import { LotteryResults } from './LotteryResults';
import { RecentLotteries } from './RecentLotteries';

/** Which lottery vendors each page plays (spec §4: TCG_LOTTO_VN, TCG_SEA, and LOTT/ELOTT on /lottery). */
function pageOf(pathname: string) {
  const path = pathname.toLowerCase();
  if (path === paths.vnLottery.path.toLowerCase())
    return { vendors: ['TCG_LOTTO_VN'], titleKey: 'lobby.lottery.vnTitle' } as const;
  if (path === paths.seaLottery.path.toLowerCase())
    return { vendors: ['TCG_SEA'], titleKey: 'lobby.lottery.seaTitle' } as const;
  return { vendors: ['LOTT', 'ELOTT'], titleKey: 'lobby.lottery.title' } as const;
}

/**
 * /lottery, /seaLottery, /vnLottery (sign-in required, no side menu): the member's recent lotteries, the
 * page's lottery games (?gameCode chooses one), the chosen game with its last draw, betting on its open
 * draw (slip and the member's bets), and its drawn results.
 */
export function LotteryPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(pathname);
  const menu = useQuery(lottery.menu({ language: i18n.language }));
  const lotteries = (menu.data ?? []).filter((g) =>
    (page.vendors as readonly string[]).includes(g.vassalage),
  );
  const chosen = lotteries.find((g) => g.gameCode === params.get('gameCode')) ?? lotteries[0];
  const lastDraw = useQuery({
    ...lottery.lastOpenedNumero(chosen?.gameCode ?? ''),
    enabled: Boolean(chosen),
    retry: false,
  });

  return (
    <Stack space="large">
      <Heading level="1">{t(page.titleKey)}</Heading>
      <RecentLotteries />
      {menu.isPending ? <Spinner /> : null}
      {lotteries.length > 1 ? (
        <ChoiceButtons
          label={t('lobby.lottery.games')}
          choices={lotteries.map((g) => ({ value: g.gameCode, label: g.displayName }))}
          value={chosen?.gameCode ?? ''}
          onChange={(gameCode) => setParams({ gameCode })}
        />
      ) : null}
      {chosen ? (
        <>
          {lastDraw.data ? (
            <Text tone="muted">
              {t('lobby.lottery.lastDraw', {
                numero: lastDraw.data.numero,
                numbers: lastDraw.data.numbers.join(' · '),
              })}
            </Text>
          ) : null}
          <LotteryBetting key={chosen.gameCode} gameCode={chosen.gameCode} gameName={chosen.displayName} />
          <LotteryResults gameCode={chosen.gameCode} gameName={chosen.displayName} />
        </>
      ) : null}
      {!menu.isPending && !chosen ? <Text tone="muted">{t('lobby.lottery.none')}</Text> : null}
    </Stack>
  );
}
