// A round of the sandbox slot: the bet leaves the member's wallet and a win comes back, each through
// the ledger with a key per round, inside one transaction with the round's record. A retried round
// (same roundId) replays its result and moves no money; a round the wallet cannot cover leaves nothing.
// The reels are provably fair (issue 14): @croupier/fair's spinReels of the member's seed pair and nonce.
import { and, eq } from 'drizzle-orm';
import { SLOT_SYMBOLS, slotPayout, spinReels } from '@croupier/fair';
import type { Db } from '../../db/types';
import { findAccount, AccountKind } from '../wallet/accounts';
import { placeBet, settleBet } from '../records/rounds';
import { LedgerError } from '../wallet/ledger';
import type { LiveLaunch } from './launch';
import { findGame } from './service';
import { claimSpinSeed, type SpinSeed } from './slotSeeds';
import { launchRounds, gameWins, slotSeeds } from './tables';

/** Stakes in integer minor units. */
export const BETS = [100, 500, 1000, 5000] as const;
export const SYMBOLS = SLOT_SYMBOLS;
/** Wins of at least this many bets join the merchant's winner board. */
const BOARD_MULTIPLIER = 20;

export type RoundErrorCode =
  'invalid_bet' | 'invalid_round' | 'insufficient_funds' | 'round_conflict';

export class RoundError extends Error {
  constructor(
    readonly code: RoundErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RoundError';
  }
}

/** What a player needs to verify a spin: the pair's hash (the seed once rotated), client seed and nonce. */
export interface SpinFairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RoundResult {
  roundId: string;
  bet: number;
  win: number;
  reels: string[];
  balance: number;
  fair: SpinFairness | null;
  /** True when this roundId had been played: the stored result, nothing moved. */
  replayed: boolean;
}

export const payout = slotPayout;

const fairSpin = (seed: SpinSeed): Promise<string[]> =>
  spinReels(seed.serverSeed, seed.clientSeed, seed.nonce);
const fairnessOf = ({ serverSeedHash, clientSeed, nonce }: SpinSeed): SpinFairness => ({
  serverSeedHash,
  clientSeed,
  nonce,
});
const ROUND_ID = /^[A-Za-z0-9-]{8,64}$/;
/** An account as other players see it (ab***c): the winner board, the crash game's bets. */
export const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-1)}`;

async function balanceOf(db: Db, launch: LiveLaunch): Promise<number> {
  const account = await findAccount(db, {
    ownerMemberId: launch.memberId,
    kind: AccountKind.MEMBER_MAIN,
    currency: launch.currency,
  });
  return account?.balance ?? 0;
}

export async function playRound(
  db: Db,
  launch: LiveLaunch,
  input: { roundId: unknown; bet: unknown },
  /** Tests may force the reels; the seed's nonce is claimed all the same. */
  reels: (seed: SpinSeed) => Promise<string[]> | string[] = fairSpin,
): Promise<RoundResult> {
  const { roundId, bet } = input;
  if (typeof roundId !== 'string' || !ROUND_ID.test(roundId))
    throw new RoundError('invalid_round', 'roundId is 8-64 letters, digits or dashes');
  if (typeof bet !== 'number' || !(BETS as readonly number[]).includes(bet))
    throw new RoundError('invalid_bet', `bet is one of ${BETS.join(', ')}`);

  try {
    return await db.transaction(async (tx) => {
      const [round] = await tx
        .insert(launchRounds)
        .values({ launchId: launch.id, roundId, bet, win: 0, outcome: '' })
        .onConflictDoNothing()
        .returning();
      if (!round) {
        const [found] = await tx
          .select({ round: launchRounds, seed: slotSeeds })
          .from(launchRounds)
          .leftJoin(slotSeeds, eq(slotSeeds.id, launchRounds.seedId))
          .where(and(eq(launchRounds.launchId, launch.id), eq(launchRounds.roundId, roundId)));
        const played = found?.round;
        if (!played || played.bet !== bet)
          throw new RoundError('round_conflict', `round ${roundId} was played with another bet`);
        return {
          roundId,
          bet,
          win: played.win,
          reels: played.outcome.split(','),
          balance: await balanceOf(tx, launch),
          fair:
            found.seed && played.nonce !== null
              ? {
                  serverSeedHash: found.seed.serverSeedHash,
                  clientSeed: found.seed.clientSeed,
                  nonce: played.nonce,
                }
              : null,
          replayed: true,
        };
      }

      const seed = await claimSpinSeed(tx, launch);
      const shown = await reels(seed);
      const win = payout(shown, bet);
      const game = await findGame(tx, launch.nodeId);
      // The round is a betting record (records module): its stake and win move through the ledger there,
      // under one key per round and leg, so a round can never bet or pay twice, whatever retries.
      const betId = `sandbox-game:${launch.id}:${roundId}`;
      await placeBet(tx, {
        memberId: launch.memberId,
        currency: launch.currency,
        betId,
        vendor: game?.vassalage ?? 'SANDBOX',
        gameType: game?.gameType ?? 'RNG',
        gameCode: game?.gameCode ?? launch.nodeId,
        gameName: game?.displayName ?? launch.nodeId,
        amount: bet,
      });
      await settleBet(tx, betId, win);
      await tx
        .update(launchRounds)
        .set({ win, outcome: shown.join(','), seedId: seed.seedId, nonce: seed.nonce })
        .where(eq(launchRounds.id, round.id));
      if (win >= bet * BOARD_MULTIPLIER) {
        await tx.insert(gameWins).values({
          merchantCode: launch.merchantCode,
          customerName: masked(launch.account),
          nodeId: launch.nodeId,
          winAmount: win,
        });
      }
      return {
        roundId,
        bet,
        win,
        reels: shown,
        balance: await balanceOf(tx, launch),
        fair: fairnessOf(seed),
        replayed: false,
      };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') {
      throw new RoundError('insufficient_funds', 'The balance does not cover this bet');
    }
    throw error;
  }
}

export const currentBalance = balanceOf;
