import { useTranslation } from 'react-i18next';
import { CrashCurve, Heading, Stack, Text, type CrashCurvePhase } from '@croupier/ui';
import type { CrashRound } from '@croupier/sdk';
import { formatMultiplier } from '@croupier/fair';
import { localeOf } from '@/shared/language';
import { useLoginFlags } from '@/shared/member';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';
import { BetPanel } from './BetPanel';
import { FairPanel } from './FairPanel';
import { LastRounds, MyBets, RoundBets } from './CrashTables';
import { useCrashGame } from './useCrashGame';

const phaseOf = (round?: CrashRound): CrashCurvePhase =>
  !round || round.status === 'cancelled'
    ? 'waiting'
    : round.status === 'ended'
      ? 'crashed'
      : round.status;

/** A time of the server's clock in this page's clock. */
const local = (iso: string | null | undefined, offset: number) =>
  iso ? Date.parse(iso) - offset : undefined;

/**
 * An in-house crash game (/crash/play/:nodeId, issue 14): the live curve, the bet form and cash-out, the
 * round's bets, the last rounds, the member's bets, and how it is provably fair.
 */
// Literal keys, so each text is findable in the code (and the messages test sees it used).
const roundStatusKeys = {
  betting: 'crash.status.betting',
  running: 'crash.status.running',
  ended: 'crash.status.ended',
  cancelled: 'crash.status.cancelled',
} as const;

export function CrashGamePage({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const flags = useLoginFlags();
  const locale = localeOf(flags.member);
  const game = useCrashGame(nodeId);
  const { state, round } = game;
  if (!state) {
    return game.error ? <FormMessage tone="critical">{errorMessage(t, game.error)}</FormMessage> : null;
  }
  const roundNo = round?.roundNo ?? 0;
  const status = round
    ? t(roundStatusKeys[round.status], {
        round: roundNo,
        point: round.crashPoint ? formatMultiplier(round.crashPoint) : '',
      })
    : t('crash.waiting');
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{state.displayName}</Heading>
        <Text tone="muted">{t('crash.lead')}</Text>
      </Stack>
      <CrashCurve
        phase={phaseOf(round)}
        growthPerMs={state.growthPerMs}
        startedAt={local(round?.startedAt, game.clockOffset)}
        bettingEndsAt={local(round?.bettingEndsAt, game.clockOffset)}
        crashPoint={round?.crashPoint ?? undefined}
        label={t('crash.curve', { round: roundNo })}
        messages={{
          // The curve fills in the seconds itself, every frame.
          startsIn: t('crash.startsIn', { seconds: '{{seconds}}' }),
          crashed: t('crash.crashedCaption'), waiting: t('crash.waiting') }}
      />
      <div role="status">
        <Text weight="medium">{status}</Text>
      </div>
      <Panel title={t('crash.betTitle')}>
        <BetPanel state={state} round={round} locale={locale} isTrial={flags.isTrial} />
      </Panel>
      <RoundBets bets={game.bets} currency={state.currency} locale={locale} />
      <LastRounds history={state.history} />
      {flags.isTrial ? null : <MyBets nodeId={nodeId} currency={state.currency} locale={locale} />}
      <FairPanel state={state} />
    </Stack>
  );
}
