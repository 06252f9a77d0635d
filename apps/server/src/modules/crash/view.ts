// What the crash API and socket show: a round's hash and crash point only once it has ended.
import { crashPayout } from '@croupier/fair';
import type { components } from '@croupier/sdk/schema';
import { reachedAutoCashout } from './rounds';
import type { CrashBetRow, CrashRoundRow } from './tables';

type Schemas = components['schemas'];

export function roundView(round: CrashRoundRow): Schemas['CrashRound'] {
  // A cancelled round's hash is shown too: the next round links to it.
  const over = round.status === 'ended' || round.status === 'cancelled';
  return {
    roundNo: round.roundNo,
    status: round.status as Schemas['CrashRound']['status'],
    bettingEndsAt: round.bettingEndsAt.toISOString(),
    startedAt: round.startedAt?.toISOString() ?? null,
    endedAt: round.endedAt?.toISOString() ?? null,
    crashPoint: over ? round.crashPoint : null,
    hash: over ? round.hash : null,
  };
}

export function publicBetView(bet: CrashBetRow, roundNo: number): Schemas['CrashPublicBet'] {
  return {
    betId: bet.id,
    roundNo,
    name: bet.maskedName,
    amount: bet.amount,
    currency: bet.currency,
    status: bet.status as Schemas['CrashBetStatus'],
    cashout: bet.cashout,
    payout: bet.payout,
  };
}

/**
 * A bet as its owner sees it. A bet still open in an ended round is being settled (the loop tells watchers
 * of the crash first): it shows as the fixed rule settles it, its reached auto cash-out paid or lost.
 */
export function myBetView(
  bet: CrashBetRow,
  round: Pick<CrashRoundRow, 'roundNo' | 'status' | 'crashPoint'>,
): Schemas['CrashMyBet'] {
  if (bet.status === 'open' && round.status === 'ended') {
    const cashout = reachedAutoCashout(bet, round);
    bet =
      cashout === undefined
        ? { ...bet, status: 'lost' }
        : { ...bet, status: 'won', cashout, payout: crashPayout(bet.amount, cashout) };
  }
  return {
    ...publicBetView(bet, round.roundNo),
    autoCashout: bet.autoCashout,
    placedAt: bet.placedAt.toISOString(),
    crashPoint: round.status === 'ended' ? round.crashPoint : null,
  };
}
