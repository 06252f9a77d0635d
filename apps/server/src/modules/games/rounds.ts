// A round of the sandbox slot: the bet leaves the member's wallet and a win comes back, each through
// the ledger with a key per round, inside one transaction with the round's record. A retried round
// (same roundId) replays its result and moves no money; a round the wallet cannot cover leaves nothing.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { findAccount, AccountKind } from '../wallet/accounts';
import { placeBet, settleBet } from '../records/rounds';
import { LedgerError } from '../wallet/ledger';
import type { LiveLaunch } from './launch';
import { findGame } from './service';
import { launchRounds, gameWins } from './tables';

/** Stakes in integer minor units. */
export const BETS = [100, 500, 1000, 5000] as const;
export const SYMBOLS = ['7', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
/** Three of a kind pays this many times the bet; two of a kind on the first reels pays 3x. */
const THREE_PAYS: Record<string, number> = {
  '7': 50,
  BAR: 20,
  BELL: 10,
  STAR: 8,
  CHERRY: 5,
  LEMON: 3,
};
const TWO_PAYS = 3;
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

export interface RoundResult {
  roundId: string;
  bet: number;
  win: number;
  reels: string[];
  balance: number;
  /** True when this roundId had been played: the stored result, nothing moved. */
  replayed: boolean;
}

export function payout(reels: readonly string[], bet: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return bet * (THREE_PAYS[a!] ?? 0);
  return a === b ? bet * TWO_PAYS : 0;
}

const spin = (): string[] => [0, 1, 2].map(() => SYMBOLS[randomInt(SYMBOLS.length)]!);
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
  reels: () => string[] = spin,
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
        const [played] = await tx
          .select()
          .from(launchRounds)
          .where(and(eq(launchRounds.launchId, launch.id), eq(launchRounds.roundId, roundId)));
        if (!played || played.bet !== bet)
          throw new RoundError('round_conflict', `round ${roundId} was played with another bet`);
        return {
          roundId,
          bet,
          win: played.win,
          reels: played.outcome.split(','),
          balance: await balanceOf(tx, launch),
          replayed: true,
        };
      }

      const shown = reels();
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
        .set({ win, outcome: shown.join(',') })
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
