// The in-house crash games (issue 14): their state, bets and cash-outs over HTTP, live rounds over the
// notification socket (`crash.watch`, then `crash.round` and `crash.bet` pushes to every watcher).
import {
  CRASH_HOUSE_EDGE_PERCENT,
  CRASH_MAX_AUTO_CASHOUT,
  CRASH_MIN_AUTO_CASHOUT,
  CRASH_RTP_PERCENT,
} from '@croupier/fair';
import type { components, ServerMessage } from '@croupier/sdk/schema';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { groupCommit } from '../../db/groupCommit';
import { shortLived } from '../../db/shortLived';
import type { Db } from '../../db/types';
import { ApiError, ok } from '../../http/envelope';
import { limiter } from '../limits/rateLimitStore';
import { findGame } from '../games/service';
import type { Game } from '../games/model';
import { refuseWhileExcluded } from '../responsible/exclusions';
import { jurisdictionOf, refuseWhereOff } from '../responsible/profiles';
import { authenticate } from '../session/auth';
import type { ModuleOptions } from '../types';
import { asApiError, memberOnly, sessionOf } from '../wallet/guards';
import { isTrialType } from '../member/memberTypes';
import type { SessionContext } from '../session/service';
import { pushBalance } from '../wallet/service';
import { chainHash } from './chain';
import { CrashEngine } from './engine';
import { CrashBetFeed, crashTopic } from './feed';
import {
  cashOut,
  chainOf,
  CRASH_MAX_BET,
  CRASH_MIN_BET,
  latestRound,
  placeCrashBets,
  roundBets,
  type TimedBet,
} from './rounds';
import { crashBets, crashRounds, type CrashBetRow, type CrashRoundRow } from './tables';
import { myBetView, publicBetView, roundView } from './view';

type Schemas = components['schemas'];
const HISTORY = 20;
const PLAYS_PER_SECOND = 10;
/** A batch of bets stays a short transaction: its locks hold a round's start for a few milliseconds. */
const BETS_PER_BATCH = 200;

const invalid = () => new ApiError(400, 'bad_request');
const nodeIdOf = (value: unknown) => {
  if (typeof value !== 'string' || !value || value.length > 64) throw invalid();
  return value;
};
const integerIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A socket bet's fields under the contract's CrashBetRequest rules (the HTTP route has Ajv check them). */
function betBody(message: Record<string, unknown>): Schemas['CrashBetRequest'] {
  const { amount, autoCashout } = message;
  if (!integerIn(amount, CRASH_MIN_BET, CRASH_MAX_BET)) throw invalid();
  if (
    autoCashout != null &&
    !integerIn(autoCashout, CRASH_MIN_AUTO_CASHOUT, CRASH_MAX_AUTO_CASHOUT)
  )
    throw invalid();
  return {
    nodeId: nodeIdOf(message.nodeId),
    amount: amount as number,
    autoCashout: (autoCashout as number | null | undefined) ?? null,
  };
}

/** An in-house crash game of the catalogue, or 404. */
export async function findCrashGame(db: Db, nodeId: unknown): Promise<Game> {
  const game = typeof nodeId === 'string' && nodeId ? await findGame(db, nodeId) : undefined;
  if (!game || game.gameType !== 'CRASH' || game.vassalage !== 'INHOUSE' || game.isGame !== 'GAME')
    throw new ApiError(404, 'not_found', 'No such crash game');
  return game;
}

async function crashState(
  db: Db,
  game: Game,
  merchantCode: string,
  currency: string,
  config: ModuleOptions['config']['crash'],
): Promise<Schemas['CrashState']> {
  const round = await latestRound(db, merchantCode, game.nodeId);
  const [bets, chain, history] = await Promise.all([
    round ? roundBets(db, round.id) : [],
    round ? chainOf(db, round.chainId) : undefined,
    db
      .select()
      .from(crashRounds)
      .where(
        and(
          eq(crashRounds.merchantCode, merchantCode),
          eq(crashRounds.nodeId, game.nodeId),
          eq(crashRounds.status, 'ended'),
        ),
      )
      .orderBy(desc(crashRounds.roundNo))
      .limit(HISTORY),
  ]);
  // The history spans one chain, two at a chain's end.
  const chainsById = new Map(
    await Promise.all(
      [...new Set(history.map((r) => r.chainId))].map(
        async (id) => [id, (await chainOf(db, id))!] as const,
      ),
    ),
  );
  return {
    nodeId: game.nodeId,
    displayName: game.displayName,
    currency,
    houseEdgePercent: CRASH_HOUSE_EDGE_PERCENT,
    rtpPercent: CRASH_RTP_PERCENT,
    growthPerMs: config.growthPerMs,
    bettingMs: config.bettingMs,
    minBet: CRASH_MIN_BET,
    maxBet: CRASH_MAX_BET,
    minAutoCashout: CRASH_MIN_AUTO_CASHOUT,
    maxAutoCashout: CRASH_MAX_AUTO_CASHOUT,
    terminalHash: chain?.terminalHash ?? null,
    round: round ? roundView(round) : null,
    bets: round ? bets.map((bet) => publicBetView(bet, round.roundNo)) : [],
    history: history.map((r) => ({
      roundNo: r.roundNo,
      crashPoint: r.crashPoint,
      hash: r.hash,
      previousHash: chainHash(chainsById.get(r.chainId)!, r.chainIndex - 1),
    })),
    serverTime: new Date().toISOString(),
  };
}

export const crashRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier, counter },
) => {
  const feed = new CrashBetFeed(notifier);
  const engine = new CrashEngine({
    db,
    notifier,
    feed,
    config: config.crash,
    onError: (error) => app.log.error({ err: error }, 'crash round loop failed'),
  });
  engine.start();
  app.addHook('onClose', async () => {
    await engine.stop();
    feed.flush();
  });
  const signedIn = { preHandler: authenticate(db) };
  // A bet or cash-out a few times a second per member is plenty; more is a script.
  const playLimit = limiter(app, 'crash-play', {
    max: PLAYS_PER_SECOND,
    timeWindowMs: 1000,
    key: (request) => request.headers.authorization ?? request.ip,
  });
  const member = { preHandler: [memberOnly(db), playLimit] };
  /**
   * The game of a bet or cash-out, read at most once a second (a busy table bets hundreds of times a
   * second): the operator's maintenance switch stops bets within a second.
   */
  const crashGame = shortLived(1000, (nodeId: string) => findCrashGame(db, nodeId));
  /** The merchant's jurisdiction profile, likewise: its real-money switch stops bets within a second. */
  const profileOf = shortLived(1000, (merchantCode: string) => jurisdictionOf(db, merchantCode));
  /**
   * Shows a placed or cashed-out bet to the game's watchers and the new balance to its owner (`balance`
   * when the caller's transaction returned it, else read).
   */
  const announce = async (
    merchant: { merchantCode: string; currency: string },
    memberId: string,
    { bet, round, balance }: { bet: CrashBetRow; round: CrashRoundRow; balance?: number },
  ) => {
    feed.add(merchant.merchantCode, round.nodeId, publicBetView(bet, round.roundNo));
    if (balance === undefined) await pushBalance(db, notifier, memberId, merchant.currency);
    else notifier.notify(memberId, { type: 'balance', balance, currency: merchant.currency });
    return myBetView(bet, round);
  };

  /**
   * Bets of one game that come while its last bets are being written go together, in one transaction
   * (group commit): a window of 2,000 players' bets is a few dozen transactions, not thousands.
   */
  const placeGathered = groupCommit(
    (bets: TimedBet[]) =>
      placeCrashBets(db, bets, (error) =>
        app.log.warn({ err: error }, 'a batch of crash bets failed; its bets went one by one'),
      ),
    BETS_PER_BATCH,
  );

  /** A member's bet, from the HTTP call or the socket: the checks of a launch, then the ledger. */
  const bet = async ({ member, merchant }: SessionContext, body: Schemas['CrashBetRequest']) => {
    // Real money on for the merchant, and no break or self-exclusion running (issue 15), as for a launch.
    refuseWhereOff(await profileOf(merchant.merchantCode), 'play');
    await refuseWhileExcluded(db, member.id);
    const game = await crashGame(body.nodeId);
    if (game.maintenance) throw new ApiError(409, 'game_maintenance');
    const placed = await placeGathered(`${merchant.merchantCode}|${game.nodeId}`, {
      request: {
        member,
        currency: merchant.currency,
        game,
        merchantCode: merchant.merchantCode,
        amount: body.amount,
        autoCashout: body.autoCashout,
      },
      at: new Date(),
    });
    engine.ensure(merchant.merchantCode, game.nodeId);
    return announce(merchant, member.id, placed);
  };

  const cash = async (
    { member, merchant }: SessionContext,
    body: Schemas['CrashCashOutRequest'],
  ) => {
    const game = await crashGame(body.nodeId);
    const done = await cashOut(
      db,
      { memberId: member.id, merchantCode: merchant.merchantCode, nodeId: game.nodeId },
      config.crash.growthPerMs,
      new Date(),
    );
    return announce(merchant, member.id, done);
  };

  app.post<{ Body: Schemas['CrashBetRequest'] }>(
    '/wps/relay/CRASH_placeBet',
    member,
    async (request) => ok(await bet(sessionOf(request), request.body)),
  );

  app.post<{ Body: Schemas['CrashCashOutRequest'] }>(
    '/wps/relay/CRASH_cashOut',
    member,
    async (request) => ok(await cash(sessionOf(request), request.body)),
  );

  // The same two over the notification socket (what a busy table uses: no HTTP round trip per click). The
  // socket checks its session on every message (notifications/routes.ts); here the rest of the HTTP
  // route's guards: a real account, the per-member rate (counted across processes) and the body's rules.
  const overPlayLimit = async (memberId: string) =>
    (await counter.hit(`crash-play|${memberId}`, 1000)).count > PLAYS_PER_SECOND;
  const answer = async (
    session: SessionContext,
    requestId: unknown,
    reply: (message: ServerMessage) => void,
    act: () => Promise<Schemas['CrashMyBet']>,
  ) => {
    if (typeof requestId !== 'string' || !requestId || requestId.length > 64)
      return reply({ type: 'error', code: 'bad_message' });
    const refuse = (code: string) => reply({ type: 'crash.refused', requestId, code });
    if (isTrialType(session.member.type)) return refuse('real_account_required');
    if (await overPlayLimit(session.member.id)) return refuse('too_many_requests');
    try {
      reply({ type: 'crash.ack', requestId, bet: await act() });
    } catch (error) {
      const refusal = asApiError(error);
      if (refusal instanceof ApiError) return refuse(refusal.code);
      throw refusal;
    }
  };
  notifier.handle('crash.placeBet', (session, message, reply) =>
    answer(session, message.requestId, reply, () => bet(session, betBody(message))),
  );
  notifier.handle('crash.cashOut', (session, message, reply) =>
    answer(session, message.requestId, reply, () =>
      cash(session, { nodeId: nodeIdOf(message.nodeId) }),
    ),
  );

  app.get<{ Querystring: { nodeId: string } }>(
    '/wps/relay/CRASH_getState',
    signedIn,
    async (request) => {
      const { merchant } = sessionOf(request);
      const game = await findCrashGame(db, request.query.nodeId);
      engine.ensure(merchant.merchantCode, game.nodeId);
      return ok(await crashState(db, game, merchant.merchantCode, merchant.currency, config.crash));
    },
  );

  app.get<{ Querystring: { nodeId: string } }>(
    '/wps/relay/CRASH_getMyBets',
    signedIn,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      const game = await findCrashGame(db, request.query.nodeId);
      const rows = await db
        .select({ bet: crashBets, round: crashRounds })
        .from(crashBets)
        .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
        .where(
          and(
            eq(crashBets.memberId, member.id),
            eq(crashRounds.merchantCode, merchant.merchantCode),
            eq(crashRounds.nodeId, game.nodeId),
          ),
        )
        .orderBy(desc(crashRounds.roundNo))
        .limit(HISTORY);
      return ok(rows.map(({ bet, round }) => myBetView(bet, round)));
    },
  );

  // A socket watches one game's rounds (or none, with nodeId null); its merchant's rounds, that is.
  notifier.handle('crash.watch', async (session, message, reply, connection) => {
    if (message.nodeId === null) return notifier.watch(connection, null);
    try {
      const game = await findCrashGame(db, message.nodeId);
      notifier.watch(connection, crashTopic(session.merchant.merchantCode, game.nodeId));
      engine.ensure(session.merchant.merchantCode, game.nodeId);
    } catch {
      reply({ type: 'error', code: 'not_found' });
    }
  });
};
