// Game start on the server (spec §4): a session, a real (non-trial) account, a game that is not in
// maintenance. A launch opens a sandbox game page under a signed token (./launchToken) whose hash alone
// is stored, and lives no longer than the login session that made it.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { isTrialType } from '../member/memberTypes';
import { members } from '../member/tables';
import { sessions } from '../session/tables';
import { hashToken } from '../session/token';
import type { SessionContext } from '../session/service';
import { recordRecent } from './favorites';
import type { Game, GameType } from './model';
import { findGame, gamesWithVendor, toGames } from './service';
import { launchTokenKey, signLaunchToken, verifyLaunchToken } from './launchToken';
import { gameLaunches, games } from './tables';
import { refuseRealMoneyPlay } from '../responsible/guards';

export const LAUNCH_TTL_SECONDS = 2 * 60 * 60;

export interface GameLaunch {
  url: string;
  expiresInSeconds: number;
  nodeId: string;
  displayName: string;
}

export const sandboxGameUrl = (token: string) => `/sandbox/game/${token}`;
/** The in-house crash games are the site's own live page (modules/crash), not the sandbox slot. */
export const crashGameUrl = (nodeId: string) => `/crash/play/${encodeURIComponent(nodeId)}`;
const isInHouseCrash = (game: Game) => game.gameType === 'CRASH' && game.vassalage === 'INHOUSE';

function checkPlayable(caller: SessionContext, game: Game | undefined, nodeId: string): Game {
  if (isTrialType(caller.member.type)) throw new ApiError(403, 'real_account_required');
  if (!game) throw new ApiError(404, 'not_found', `No game ${nodeId}`);
  if (game.isGame === 'VASSALAGE') {
    throw new ApiError(400, 'bad_request', `${nodeId} is a vendor entry: launch one of its games`);
  }
  if (game.maintenance) throw new ApiError(409, 'game_maintenance');
  return game;
}

async function open(
  db: Db,
  caller: SessionContext,
  game: Game,
  language: string,
): Promise<GameLaunch> {
  const expiresAt = new Date(Date.now() + LAUNCH_TTL_SECONDS * 1000);
  const token = signLaunchToken(await launchTokenKey(db), expiresAt);
  await db.transaction(async (tx) => {
    await tx.insert(gameLaunches).values({
      tokenHash: hashToken(token),
      memberId: caller.member.id,
      sessionId: caller.session.id,
      nodeId: game.nodeId,
      currency: caller.merchant.currency,
      language,
      expiresAt,
    });
    await recordRecent(tx, caller.member.id, game.nodeId);
  });
  return {
    url: sandboxGameUrl(token),
    expiresInSeconds: LAUNCH_TTL_SECONDS,
    nodeId: game.nodeId,
    displayName: game.displayName,
  };
}

export async function launchGame(db: Db, caller: SessionContext, nodeId: string, language: string) {
  await refuseRealMoneyPlay(db, caller.member.id, caller.merchant.merchantCode);
  const game = checkPlayable(caller, await findGame(db, nodeId), nodeId);
  if (isInHouseCrash(game)) {
    await recordRecent(db, caller.member.id, game.nodeId);
    const { displayName } = game;
    return { url: crashGameUrl(nodeId), expiresInSeconds: LAUNCH_TTL_SECONDS, nodeId, displayName };
  }
  return open(db, caller, game, language);
}

/** A game centre (sports, esports, lottery, cockfight) opens its vendor's first game of the category. */
export async function launchGameCentre(
  db: Db,
  caller: SessionContext,
  vassalage: string,
  gameType: GameType,
  language: string,
) {
  await refuseRealMoneyPlay(db, caller.member.id, caller.merchant.merchantCode);
  const [first] = toGames(
    await gamesWithVendor(db)
      .where(
        and(eq(games.vassalage, vassalage), eq(games.gameType, gameType), eq(games.isGame, 'GAME')),
      )
      .orderBy(asc(games.sort))
      .limit(1),
  );
  const label = `${vassalage} ${gameType}`;
  return open(db, caller, checkPlayable(caller, first, label), language);
}

export interface LiveLaunch {
  id: string;
  memberId: string;
  /** The member's account and merchant, for the winner board. */
  account: string;
  merchantCode: string;
  nodeId: string;
  currency: string;
  language: string;
}

/**
 * The live launch behind a sandbox page token: unexpired, not ended, and its session neither logged out,
 * revoked (a password change) nor expired. A badly signed or expired token never reaches the database.
 */
export async function findLaunch(db: Db, token: string): Promise<LiveLaunch | undefined> {
  if (!verifyLaunchToken(await launchTokenKey(db), token)) return undefined;
  const now = new Date();
  const [row] = await db
    .select({ launch: gameLaunches, account: members.account, merchantCode: members.merchantCode })
    .from(gameLaunches)
    .innerJoin(members, eq(members.id, gameLaunches.memberId))
    .innerJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
    .where(
      and(
        eq(gameLaunches.tokenHash, hashToken(token)),
        gt(gameLaunches.expiresAt, now),
        isNull(gameLaunches.endedAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!row) return undefined;
  const { id, memberId, nodeId, currency, language } = row.launch;
  return {
    id,
    memberId,
    nodeId,
    currency,
    language,
    account: row.account,
    merchantCode: row.merchantCode,
  };
}

/** Ends every live launch of the member (a password change): their pages and rounds answer that the game ended. */
export async function endMemberLaunches(db: Db, memberId: string): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ endedAt: new Date() })
    .where(and(eq(gameLaunches.memberId, memberId), isNull(gameLaunches.endedAt)));
}
