// The in-house crash games (issue 14): a formula the verifier shares, its RTP over thousands of simulated
// rounds, and on PGlite and PostgreSQL the money rules: a bet debited once, a cash-out paid once (the
// first of a click and the auto cash-out), bets refused after the window, and restarts settled by rule.
import {
  CRASH_RTP_PERCENT,
  crashPayout,
  crashPointFromHash,
  msToReach,
  multiplierAt,
  previousHash,
} from '@croupier/fair';
import type { ServerMessage } from '@croupier/sdk/schema';
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query';
import { buildChain, link } from '../src/modules/crash/chain';
import { defaultCrashConfig, type CrashConfig } from '../src/modules/crash/config';
import { CrashEngine } from '../src/modules/crash/engine';
import {
  CRASH_FEED_MAX_MS,
  CRASH_FEED_MS,
  CRASH_FEED_PART,
  CrashBetFeed,
  feedDelayMs,
} from '../src/modules/crash/feed';
import { findCrashGame } from '../src/modules/crash/routes';
import {
  endRound,
  openRound,
  payReachedAutoCashouts,
  placeCrashBets,
  type TimedBet,
  recoverGame,
  startRound,
  type CrashTiming,
} from '../src/modules/crash/rounds';
import { crashBets, crashChains, crashLeases, crashRounds } from '../src/modules/crash/tables';
import { games } from '../src/modules/games/tables';
import { type BusEvent, Notifier, PACED_SLICE } from '../src/modules/notifications/hub';
import { MemberType } from '../src/modules/member/memberTypes';
import { seedGames } from '../src/seed';
import { ensurePointCatalogue } from '../src/modules/points/config';
import type { ApiError } from '../src/http/envelope';
import { setLimit } from '../src/modules/responsible/limits';
import { journalEntries } from '../src/modules/wallet/tables';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { testServer } from './helpers/server';
import { connectSocket } from './helpers/socket';
import { balanceOf, call, fundedMember, type TestMember } from './helpers/walletCenter';

const GROWTH = defaultCrashConfig.growthPerMs;
const timing: CrashTiming = { ...defaultCrashConfig, chainLength: 40 };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A chain seed whose first round crashes within [min, max] hundredths, so a test knows its round. */
function seedFirstCrash(min: number, max = Infinity): string {
  for (let i = 0; ; i++) {
    const seed = sha(`crash-test-${min}-${max}-${i}`);
    const point = crashPointFromHash(buildChain(seed, timing.chainLength)[1]!);
    if (point >= min && point <= max) return seed;
  }
}

describe('crash formula (shared with the verifier page)', () => {
  it('plays 20,000 rounds of one chain at an RTP within its 99.9 % confidence interval of 99 %', async () => {
    const rounds = 20_000;
    const chain = buildChain(sha('rtp-simulation'), rounds);
    // Strategies cycle over cash-out targets from 1.01x to 20x; each bet's return is target or 0.
    const targets = [101, 120, 150, 200, 300, 500, 1000, 2000];
    let sum = 0;
    let sumSquares = 0;
    let instant = 0;
    for (let i = 1; i <= rounds; i++) {
      const point = crashPointFromHash(chain[i]!);
      if (point === 100) instant++;
      const target = targets[i % targets.length]!;
      const back = point >= target ? target / 100 : 0;
      sum += back;
      sumSquares += back * back;
    }
    const mean = sum / rounds;
    const sd = Math.sqrt(sumSquares / rounds - mean * mean);
    // 3.29 standard errors: a 99.9 % two-sided interval around the stated RTP.
    expect(Math.abs(mean - CRASH_RTP_PERCENT / 100)).toBeLessThan((3.29 * sd) / Math.sqrt(rounds));
    // Rounds below 1.01x (shown 1.00x, nobody cashes out): 1 - 0.99 / 1.01 of them (binomial, 3.29 standard errors).
    const p = 1 - 0.99 / 1.01;
    expect(Math.abs(instant / rounds - p)).toBeLessThan(3.29 * Math.sqrt((p * (1 - p)) / rounds));
  });

  it('agrees with the server on every round: Web Crypto links and node:crypto chains, one crash formula', async () => {
    const chain = buildChain(sha('verifier-agreement'), 2_000);
    for (let i = 1; i < chain.length; i++) {
      expect(await previousHash(chain[i]!)).toBe(chain[i - 1]);
      expect(link(chain[i]!)).toBe(chain[i - 1]);
    }
    // The formula on known hashes: X = 0 gives 0.99 (shown 1.00x), X = 1/2 gives 1.98x.
    expect(crashPointFromHash('0'.repeat(64))).toBe(100);
    expect(crashPointFromHash(`8${'0'.repeat(63)}`)).toBe(198);
  });

  it('draws the published curve: the crash moment is when the curve reaches the crash point', () => {
    for (const point of [101, 150, 200, 1234, 100_000]) {
      const at = msToReach(point, GROWTH);
      expect(multiplierAt(at, GROWTH)).toBeGreaterThanOrEqual(point);
      expect(multiplierAt(at - 1, GROWTH)).toBeLessThan(point);
    }
    expect(crashPayout(1000, 155)).toBe(1550);
    expect(crashPayout(333, 101)).toBe(336);
  });
});

describe('the live bet list', () => {
  it('gathers bets longer as watchers grow: 100 ms for a couple of hundred, 1 s at 2,000 and beyond', () => {
    expect([0, 200, 1_000, 2_000, 50_000].map(feedDelayMs)).toEqual([
      CRASH_FEED_MS,
      CRASH_FEED_MS,
      500,
      CRASH_FEED_MAX_MS,
      CRASH_FEED_MAX_MS,
    ]);
  });

  it('sends one bet-list message per watcher per pause, the latest view of each bet; the bus carries NOTIFY-sized parts', async () => {
    const sent: { data: string; binary?: boolean }[] = [];
    const carried: BusEvent[] = [];
    const notifier = new Notifier({
      publish: async (payload) => void carried.push(JSON.parse(payload) as BusEvent),
      start: async () => async () => {},
    });
    await notifier.start();
    const socket = {
      readyState: 1,
      send: (data: string | Buffer, options?: { binary?: boolean }) =>
        sent.push({ data: String(data), binary: options?.binary }),
      close: () => {},
    };
    notifier.watch(socket, 'crash:BR:g1');
    const feed = new CrashBetFeed(notifier, 10);
    const bet = (betId: string, payout: number) => ({
      betId,
      roundNo: 1,
      name: 'ab***c',
      amount: 100,
      currency: 'BRL',
      status: payout ? ('won' as const) : ('open' as const),
      cashout: payout ? 250 : null,
      payout,
    });
    const count = CRASH_FEED_PART + 5;
    for (let i = 0; i < count; i++) feed.add('BR', 'g1', bet(`b${i}`, 0));
    feed.add('BR', 'g1', bet('b0', 250));
    await new Promise((resolve) => setTimeout(resolve, 50));
    type BetList = Extract<ServerMessage, { type: 'crash.bets' }>;
    const here = sent.map(({ data }) => JSON.parse(data) as BetList);
    expect(sent.every((s) => s.binary === false)).toBe(true);
    expect(here.map((p) => [p.type, p.roundNo, p.currency, p.bets.length])).toEqual([['crash.bets', 1, 'BRL', count]]);
    // Packed: [betId, name, amount, status, cashout, payout].
    expect(here[0]!.bets[0]).toEqual(['b0', 'ab***c', 100, 'won', 250, 250]);
    expect(here[0]!.bets[1]).toEqual(['b1', 'ab***c', 100, 'open', null, 0]);
    // The other processes: the same list in parts that fit a NOTIFY payload.
    const parts = carried.map((event) =>
      event.kind === 'topic' ? (event.message as unknown as BetList) : undefined,
    );
    expect(parts.map((p) => [p?.type, p?.bets.length])).toEqual([
      ['crash.bets', CRASH_FEED_PART],
      ['crash.bets', 5],
    ]);
    expect(parts.flatMap((p) => p!.bets)).toEqual(here[0]!.bets);
    expect(carried.every((event) => JSON.stringify(event).length < 7_500)).toBe(true);
  });
});

describe('paced sends', () => {
  it('sends a bet list to a few hundred watchers at a time, and a round push to all at once in between', async () => {
    const notifier = new Notifier();
    await notifier.start();
    const heard: string[][] = [];
    for (let i = 0; i < 2 * PACED_SLICE + 50; i++) {
      const mine: string[] = [];
      heard.push(mine);
      notifier.watch(
        { readyState: 1, send: (data: string | Buffer) => void mine.push(JSON.parse(String(data)).type), close: () => {} },
        'crash:BR:g1',
      );
    }
    const list = { type: 'crash.bets' as const, nodeId: 'g1', roundNo: 1, currency: 'BRL', bets: [] };
    notifier.publish('crash:BR:g1', list, { paced: true });
    expect(heard.filter((m) => m.length > 0)).toHaveLength(PACED_SLICE);
    const round = { roundNo: 1, status: 'ended' as const, bettingEndsAt: '', startedAt: null, endedAt: null, crashPoint: 100, hash: 'h' };
    notifier.publish('crash:BR:g1', { type: 'crash.round', nodeId: 'g1', round, serverTime: '' });
    // The round push reached every watcher at once; the list reaches the rest over the next turns.
    expect(heard.every((m) => m.includes('crash.round'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.every((m) => m.filter((type) => type === 'crash.bets').length === 1)).toBe(true);
  });
});

describe.each(databases('both'))('crash rounds on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let crashGames: string[];
  let next = 0;
  /** Each test plays its own game, so rounds never mix. */
  const gameOf = () => crashGames[next++]!;

  beforeAll(async () => {
    database = await open();
    const crash: CrashConfig = {
      ...defaultCrashConfig,
      loops: false,
      chainLength: timing.chainLength,
    };
    // Tests here log many members in from one address.
    app = await testServer(database, {
      config: { crash, loginRateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
    await seedGames(database.db);
    // Two more crash games than the seed has, so every test plays its own.
    const [model] = await database.db
      .select()
      .from(games)
      .where(and(eq(games.gameType, 'CRASH'), eq(games.isGame, 'GAME')))
      .orderBy(asc(games.nodeId))
      .limit(1);
    await database.db.insert(games).values(
      ['t1', 't2'].map((tail) => ({ ...model!, nodeId: `${model!.nodeId}-${tail}`, gameCode: `${model!.gameCode}-${tail}` })),
    );
    crashGames = (
      await database.db
        .select({ nodeId: games.nodeId })
        .from(games)
        .where(and(eq(games.gameType, 'CRASH'), eq(games.isGame, 'GAME')))
        .orderBy(asc(games.nodeId))
    ).map((g) => g.nodeId);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const bet = (who: TestMember, nodeId: string, amount: number, autoCashout?: number) =>
    call(app, {
      method: 'POST',
      url: '/wps/relay/CRASH_placeBet',
      headers: who.headers,
      payload: { nodeId, amount, ...(autoCashout && { autoCashout }) },
    });
  const cashOutCall = (who: TestMember, nodeId: string) =>
    call(app, {
      method: 'POST',
      url: '/wps/relay/CRASH_cashOut',
      headers: who.headers,
      payload: { nodeId },
    });
  const betRow = async (who: TestMember, roundId: number) =>
    (
      await database.db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.memberId, who.id), eq(crashBets.roundId, roundId)))
    )[0]!;
  /** The ledger entries of a bet's records round, by kind. */
  const entriesOf = async (who: TestMember, roundId: number) =>
    queryRows<{ kind: string; n: number }>(
      database.db,
      sql`SELECT kind, count(*)::int AS n FROM journal_entries
          WHERE idempotency_key LIKE ${`%crash:${roundId}:${who.id}`} AND kind IN ('bet', 'win', 'rollback')
          GROUP BY kind ORDER BY kind`,
    );
  /** A round of `nodeId` open for bets, running from `runningForMs` ago once started. */
  const newRound = (nodeId: string, minCrash: number, maxCrash?: number, bettingMs = timing.bettingMs) => {
    const seed = seedFirstCrash(minCrash, maxCrash);
    return openRound(database.db, 'BR', nodeId, { ...timing, bettingMs }, new Date(), () => seed);
  };
  /** A window long enough for dozens of bets on a machine busy with other suites. */
  const LONG_WINDOW_MS = 60_000;
  const runFor = async (roundId: number, ms: number) =>
    (await startRound(database.db, roundId, new Date(Date.now() - ms)))!;

  it('debits each bet once when many members bet in parallel (gathered into batches), one of them eight times', async () => {
    const nodeId = gameOf();
    const who = await fundedMember(app, database, 10_000);
    const players = await Promise.all(Array.from({ length: 30 }, () => fundedMember(app, database, 5_000)));
    await newRound(nodeId, 200, undefined, LONG_WINDOW_MS);
    const entries = async () =>
      (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM journal_entries`))[0]!.n;
    const before = await entries();
    const [answers, others] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => bet(who, nodeId, 1_000))),
      Promise.all(players.map((player, i) => bet(player, nodeId, 100 + i))),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'crash_bet_placed')).toHaveLength(7);
    expect(others.map((answer) => answer.status)).toEqual(players.map(() => 200));
    expect(await balanceOf(app, who)).toBe(9_000);
    for (const [i, player] of players.entries()) expect(await balanceOf(app, player)).toBe(5_000 - 100 - i);
    expect((await entries()) - before).toBe(31);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('takes a busy table\'s bets in one batch, answering each as a bet alone would be, and one by one when the batch fails', async () => {
    const nodeId = gameOf();
    const game = await findCrashGame(database.db, nodeId);
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedMember(app, database, 10_000)));
    const [a, b, c, d, e, f] = players as [TestMember, TestMember, TestMember, TestMember, TestMember, TestMember];
    const poor = await fundedMember(app, database, 500);
    // Never deposited: no wallet yet (the one-bet path opens it).
    const unfunded = await fundedMember(app, database, 0);
    const limited = await fundedMember(app, database, 10_000);
    await setLimit(database.db, limited.id, { kind: 'stake', period: 'day', amount: 1_500 });
    const [a2, b2, c2] = await Promise.all(Array.from({ length: 3 }, () => fundedMember(app, database, 10_000)));
    const round = await newRound(nodeId, 200, undefined, LONG_WINDOW_MS);
    expect((await bet(f, nodeId, 1_000)).status).toBe(200);
    const now = new Date();
    const timed = (who: TestMember, amount: number, at = now): TimedBet => ({
      request: { member: who, currency: 'BRL', game, merchantCode: 'BR', amount },
      at,
    });
    const batchFailures: unknown[] = [];
    const answers = await placeCrashBets(database.db, [
      timed(a, 1_000),
      timed(unfunded, 1_000),
      timed(b, 2_000),
      timed(a, 3_000),
      timed(poor, 1_000),
      timed(limited, 2_000),
      timed(c, 3_000),
      timed(d, 1_000, new Date(round.bettingEndsAt.getTime() + 1)),
      timed(e, 4_000),
      timed(f, 1_000),
    ], (error) => batchFailures.push(error));
    expect(batchFailures).toEqual([]);
    const codeOf = (outcome: (typeof answers)[number]) =>
      outcome.ok ? outcome.value.bet.amount : (outcome.error as ApiError).code;
    expect(answers.map(codeOf)).toEqual([
      1_000,
      'insufficient_balance',
      2_000,
      'crash_bet_placed',
      'insufficient_balance',
      'rg_limit_reached',
      3_000,
      'crash_betting_closed',
      4_000,
      'crash_bet_placed',
    ]);
    // Balances pushed are the wallets' after the stake; the wallets hold them.
    expect(answers.flatMap((o) => (o.ok ? [o.value.balance] : []))).toEqual([9_000, 8_000, 7_000, 6_000]);
    for (const [who, left] of [[a, 9_000], [b, 8_000], [c, 7_000], [d, 10_000], [e, 6_000], [f, 9_000], [poor, 500], [limited, 10_000]] as const)
      expect(await balanceOf(app, who)).toBe(left);
    expect(await entriesOf(a, round.id)).toEqual([{ kind: 'bet', n: 1 }]);
    const days = await queryRows<{ bets: number; bet_amount: number }>(
      database.db,
      sql`SELECT bets, bet_amount::int AS bet_amount FROM member_bet_days WHERE member_id = ${e.id} AND game_type = 'CRASH'`,
    );
    expect(days).toEqual([{ bets: 1, bet_amount: 4_000 }]);
    // A batch that fails whole goes bet by bet. A bet key of b2's taken by another movement: the batch's entries cannot all be written.
    await database.db.insert(journalEntries).values({ idempotencyKey: `bet:crash:${round.id}:${b2!.id}`, kind: 'adjustment' });
    const failures: unknown[] = [];
    const again = await placeCrashBets(
      database.db,
      [a2!, b2!, c2!].map((who) => ({
        request: { member: who, currency: 'BRL', game, merchantCode: 'BR', amount: 1_000 },
        at: new Date(),
      })),
      (error) => failures.push(error),
    );
    expect(again.map((o) => (o.ok ? 'placed' : (o.error as ApiError).code))).toEqual([
      'placed',
      'idempotency_conflict',
      'placed',
    ]);
    expect(failures).toEqual([]);
    expect([await balanceOf(app, a2!), await balanceOf(app, b2!), await balanceOf(app, c2!)]).toEqual([9_000, 10_000, 9_000]);
    expect(await betRow(b2!, round.id)).toBeUndefined();
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('takes bets and cash-outs over the socket under the HTTP call rules, paying once against a click', async () => {
    const nodeId = gameOf();
    const who = await fundedMember(app, database, 10_000);
    const socket = await connectSocket(app, who.token);
    const answerTo = async (requestId: string) => {
      await expect.poll(() => socket.heard.some((m) => m.requestId === requestId)).toBe(true);
      return socket.heard.find((m) => m.requestId === requestId)!;
    };
    socket.send({ type: 'crash.watch', nodeId });
    const round = await newRound(nodeId, 500);
    // The contract's rules: an amount under the minimum, an auto cash-out under 1.01x, no request id.
    socket.send({ type: 'crash.placeBet', requestId: 'low', nodeId, amount: 99 });
    socket.send({
      type: 'crash.placeBet',
      requestId: 'auto',
      nodeId,
      amount: 1_000,
      autoCashout: 100,
    });
    socket.send({ type: 'crash.placeBet', nodeId, amount: 1_000 });
    expect(await answerTo('low')).toMatchObject({ type: 'crash.refused', code: 'bad_request' });
    expect(await answerTo('auto')).toMatchObject({ type: 'crash.refused', code: 'bad_request' });
    await expect
      .poll(() => socket.heard.some((m) => m.type === 'error' && m.code === 'bad_message'))
      .toBe(true);
    // A bet, then the same bet again over HTTP: one stake leaves the wallet.
    socket.send({ type: 'crash.placeBet', requestId: 'b1', nodeId, amount: 2_000 });
    const placed = await answerTo('b1');
    expect(placed).toMatchObject({ type: 'crash.ack', bet: { status: 'open', amount: 2_000 } });
    expect((await bet(who, nodeId, 2_000)).body.code).toBe('crash_bet_placed');
    // Watchers see it in the next gathered `crash.bets`.
    await expect
      .poll(() =>
        socket.heard.some(
          (m) =>
            m.type === 'crash.bets' &&
            (m.bets as [string][]).some(([betId]) => betId === placed.bet.betId),
        ),
      )
      .toBe(true);
    // A socket cash-out racing an HTTP one: both answer the one payout.
    await runFor(round.id, 3_000);
    socket.send({ type: 'crash.cashOut', requestId: 'c1', nodeId });
    const [http, viaSocket] = await Promise.all([cashOutCall(who, nodeId), answerTo('c1')]);
    const paid = await betRow(who, round.id);
    expect(paid.status).toBe('won');
    expect(http.body.value.payout).toBe(paid.payout);
    expect(viaSocket).toMatchObject({
      type: 'crash.ack',
      bet: { status: 'won', payout: paid.payout },
    });
    expect(await balanceOf(app, who)).toBe(8_000 + paid.payout);
    expect(await entriesOf(who, round.id)).toEqual([
      { kind: 'bet', n: 1 },
      { kind: 'win', n: 1 },
    ]);
    // Too late, and a trial member: refused with the HTTP call's codes.
    socket.send({ type: 'crash.placeBet', requestId: 'late', nodeId, amount: 1_000 });
    expect(await answerTo('late')).toMatchObject({
      type: 'crash.refused',
      code: 'crash_betting_closed',
    });
    const trial = await fundedMember(app, database, 0, { type: MemberType.TRIAL });
    const trialSocket = await connectSocket(app, trial.token);
    trialSocket.send({ type: 'crash.placeBet', requestId: 't1', nodeId, amount: 1_000 });
    await expect
      .poll(() => trialSocket.heard.find((m) => m.requestId === 't1'))
      .toMatchObject({ type: 'crash.refused', code: 'real_account_required' });
    socket.terminate();
    trialSocket.terminate();
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('refuses bets after the betting window with a clear error, and trial members cannot bet', async () => {
    const nodeId = gameOf();
    const who = await fundedMember(app, database, 5_000);
    const round = await newRound(nodeId, 200);
    await runFor(round.id, 500);
    const late = await bet(who, nodeId, 1_000);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, code: 'crash_betting_closed' });
    expect((late.body as { message?: string }).message).toMatch(/closed/);
    expect(await balanceOf(app, who)).toBe(5_000);
    const trial = await fundedMember(app, database, 0, { type: MemberType.TRIAL });
    const state = await call(app, {
      method: 'GET',
      url: `/wps/relay/CRASH_getState?nodeId=${nodeId}`,
      headers: trial.headers,
    });
    expect(state.status).toBe(200);
    expect(state.body.value.round).toMatchObject({
      roundNo: round.roundNo,
      status: 'running',
      hash: null,
    });
    expect((await bet(trial, nodeId, 1_000)).body.code).toBe('real_account_required');
  });

  it('pays a cash-out once under concurrent clicks, at the multiplier of the moment', async () => {
    const nodeId = gameOf();
    const who = await fundedMember(app, database, 10_000);
    const round = await newRound(nodeId, 500);
    expect((await bet(who, nodeId, 2_000)).status).toBe(200);
    await runFor(round.id, 3_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cashOutCall(who, nodeId)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const paid = await betRow(who, round.id);
    expect(paid.status).toBe('won');
    expect(paid.cashout).toBeGreaterThanOrEqual(multiplierAt(3_000, GROWTH));
    expect(answers.every((a) => a.body.value.payout === paid.payout)).toBe(true);
    expect(paid.payout).toBe(crashPayout(2_000, paid.cashout!));
    expect(await balanceOf(app, who)).toBe(8_000 + paid.payout);
    expect(await entriesOf(who, round.id)).toEqual([
      { kind: 'bet', n: 1 },
      { kind: 'win', n: 1 },
    ]);
  });

  it('auto cash-out against a click: whichever comes first pays, once', async () => {
    const nodeId = gameOf();
    const [early, late] = [
      await fundedMember(app, database, 5_000),
      await fundedMember(app, database, 5_000),
    ];
    const round = await newRound(nodeId, 1_000);
    // early: the auto cash-out at 1.10x was reached before the click; late: its 5.00x is far ahead.
    await bet(early, nodeId, 1_000, 110);
    await bet(late, nodeId, 1_000, 500);
    const running = await runFor(round.id, 3_000);
    const now = new Date();
    const [autoPaid] = await Promise.all([
      payReachedAutoCashouts(database.db, running, GROWTH, now),
      cashOutCall(early, nodeId),
      cashOutCall(late, nodeId),
    ]);
    expect(autoPaid.every((b) => b.memberId === early.id)).toBe(true);
    expect(await betRow(early, round.id)).toMatchObject({
      status: 'won',
      cashout: 110,
      payout: 1_100,
    });
    const clicked = await betRow(late, round.id);
    expect(clicked.status).toBe('won');
    expect(clicked.cashout).toBeLessThan(500);
    // The curve later passes 5.00x: nothing more is paid to either.
    const far = new Date(running.startedAt!.getTime() + msToReach(600, GROWTH));
    expect(await payReachedAutoCashouts(database.db, running, GROWTH, far)).toEqual([]);
    expect(await balanceOf(app, early)).toBe(5_100);
    expect(await balanceOf(app, late)).toBe(4_000 + clicked.payout);
    for (const who of [early, late])
      expect(await entriesOf(who, round.id)).toEqual([
        { kind: 'bet', n: 1 },
        { kind: 'win', n: 1 },
      ]);
  });

  it('refuses a cash-out after the crash, and the crash settles the round with its hash revealed', async () => {
    const nodeId = gameOf();
    const who = await fundedMember(app, database, 5_000);
    const round = await newRound(nodeId, 101, 130);
    await bet(who, nodeId, 1_000);
    await runFor(round.id, msToReach(round.crashPoint, GROWTH) + 10);
    const late = await cashOutCall(who, nodeId);
    expect(late.body.code).toBe('crash_not_cashable');
    // A process taking the game over ends it as the loop would have (the crash moment has passed).
    await recoverGame(database.db, 'BR', nodeId, GROWTH, new Date());
    const state = await call(app, {
      method: 'GET',
      url: `/wps/relay/CRASH_getState?nodeId=${nodeId}`,
      headers: who.headers,
    });
    const [ended] = await database.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.id, round.id));
    expect(state.body.value.round).toMatchObject({
      status: 'ended',
      hash: ended!.hash,
      crashPoint: ended!.crashPoint,
    });
    const [chain] = await database.db
      .select()
      .from(crashChains)
      .where(eq(crashChains.id, ended!.chainId));
    // The verifier's check: the formula gives the stored crash point, the link gives the terminal hash.
    expect(crashPointFromHash(ended!.hash)).toBe(ended!.crashPoint);
    expect(await previousHash(ended!.hash)).toBe(chain!.terminalHash);
    expect(state.body.value.terminalHash).toBe(chain!.terminalHash);
    expect(state.body.value.history[0]).toMatchObject({
      roundNo: round.roundNo,
      hash: ended!.hash,
    });
  });

  it('settles a round interrupted by a restart by rule, never twice', async () => {
    // A round that never started: its bets come back.
    const idle = gameOf();
    const [a, b] = [
      await fundedMember(app, database, 3_000),
      await fundedMember(app, database, 3_000),
    ];
    const waiting = await newRound(idle, 200);
    await bet(a, idle, 1_000);
    await bet(b, idle, 2_000, 150);
    for (let i = 0; i < 2; i++) await recoverGame(database.db, 'BR', idle, GROWTH, new Date());
    const [cancelled] = await database.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.id, waiting.id));
    expect(cancelled!.status).toBe('cancelled');
    expect([await balanceOf(app, a), await balanceOf(app, b)]).toEqual([3_000, 3_000]);
    expect((await betRow(a, waiting.id)).status).toBe('refunded');

    // A running round whose crash passed while down: the acknowledged cash-out stays paid once, the
    // reached auto cash-out is paid, the bet nobody could cash out is refunded.
    const busy = gameOf();
    const [clicked, auto, open] = await Promise.all(
      [1, 2, 3].map(() => fundedMember(app, database, 3_000)),
    );
    const round = await newRound(busy, 300, 400);
    await bet(clicked!, busy, 1_000);
    await bet(auto!, busy, 1_000, 250);
    await bet(open!, busy, 1_000);
    const running = await runFor(round.id, 2_000);
    const acknowledged = await cashOutCall(clicked!, busy);
    expect(acknowledged.status).toBe(200);
    const after = new Date(running.startedAt!.getTime() + msToReach(round.crashPoint, GROWTH) + 1);
    for (let i = 0; i < 2; i++) await recoverGame(database.db, 'BR', busy, GROWTH, after);
    expect(await balanceOf(app, clicked!)).toBe(2_000 + acknowledged.body.value.payout);
    expect(await balanceOf(app, auto!)).toBe(2_000 + 2_500);
    expect(await balanceOf(app, open!)).toBe(3_000);
    expect((await betRow(open!, round.id)).status).toBe('refunded');
    expect(await entriesOf(clicked!, round.id)).toEqual([
      { kind: 'bet', n: 1 },
      { kind: 'win', n: 1 },
    ]);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('keeps its lease through a betting window longer than the lease: a watching process never cancels a live round', async () => {
    const nodeId = gameOf();
    const config: CrashConfig = {
      ...defaultCrashConfig,
      chainLength: timing.chainLength,
      // the window is twice the lease; the lease leaves a busy CI machine a second of event-loop stalls (at 300 ms
      // a stall on PostgreSQL once let the watcher take a lease its holder was renewing)
      bettingMs: 2_000,
      pauseMs: 100,
      leaseMs: 1_000,
      tickMs: 20,
      growthPerMs: 0.002,
    };
    const notifier = new Notifier();
    // A socket of "the other process" watches the game: its watchdog looks for a leader every lease span.
    notifier.watch({ readyState: 1, send: () => {}, close: () => {} }, `crash:BR:${nodeId}`);
    const engines = [0, 1].map(
      () => new CrashEngine({ db: database.db, notifier, feed: new CrashBetFeed(notifier), config }),
    );
    const statuses = async () =>
      (await database.db.select().from(crashRounds).where(eq(crashRounds.nodeId, nodeId))).map(
        (round) => round.status,
      );
    try {
      engines[0]!.ensure('BR', nodeId);
      await expect.poll(async () => (await statuses()).length, { timeout: 5_000 }).toBeGreaterThan(0);
      engines[1]!.start();
      await expect.poll(async () => (await statuses()).includes('ended'), { timeout: 15_000 }).toBe(true);
      expect(await statuses()).not.toContain('cancelled');
      const [lease] = await database.db
        .select()
        .from(crashLeases)
        .where(eq(crashLeases.gameKey, `BR:${nodeId}`));
      expect(lease!.holder).toBe(engines[0]!.holder);
    } finally {
      for (const engine of engines) await engine.stop();
    }
  });

  it('runs a game loop in one process under a lease, pushes rounds and bets to watchers, and a second process takes over', async () => {
    const nodeId = gameOf();
    const who = await fundedMember(app, database, 5_000);
    const fast: CrashConfig = {
      ...defaultCrashConfig,
      chainLength: timing.chainLength,
      bettingMs: 400,
      pauseMs: 100,
      leaseMs: 500,
      tickMs: 20,
      // A steep curve: rounds end within a few seconds.
      growthPerMs: 0.002,
    };
    const notifier = new Notifier();
    const socket = await connectSocket(app, who.token);
    socket.send({ type: 'crash.watch', nodeId });
    const first = new CrashEngine({
      db: database.db,
      notifier,
      feed: new CrashBetFeed(notifier),
      config: fast,
    });
    const second = new CrashEngine({
      db: database.db,
      notifier,
      feed: new CrashBetFeed(notifier),
      config: fast,
    });
    const holder = async () =>
      (
        await database.db
          .select()
          .from(crashLeases)
          .where(eq(crashLeases.gameKey, `BR:${nodeId}`))
      )[0]?.holder;
    const rounds = async (status?: 'ended') =>
      (
        await database.db
          .select()
          .from(crashRounds)
          .where(and(eq(crashRounds.nodeId, nodeId), status && eq(crashRounds.status, status)))
      ).length;
    try {
      first.ensure('BR', nodeId);
      await expect.poll(holder, { timeout: 5_000 }).toBe(first.holder);
      second.ensure('BR', nodeId);
      // The first process dies mid-round; after its lease runs out the second one leads and goes on.
      await expect.poll(() => rounds(), { timeout: 5_000 }).toBeGreaterThan(0);
      first.halt();
      await new Promise((resolve) => setTimeout(resolve, fast.leaseMs + 50));
      second.ensure('BR', nodeId);
      await expect.poll(holder, { timeout: 5_000 }).toBe(second.holder);
      await expect.poll(() => rounds('ended'), { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      first.halt();
      await second.stop();
    }
    // The app's own socket relays pushes published on the app's notifier: a bet there reaches the watcher.
    const round = await newRound(gameOf(), 200);
    socket.send({ type: 'crash.watch', nodeId: round.nodeId });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await bet(who, round.nodeId, 1_000)).status).toBe(200);
    await expect.poll(() => socket.heard.some((m) => m.type === 'crash.bets')).toBe(true);
    socket.terminate();
  });
  it('settles a round\'s end in batches as one by one would, tells watchers before settling, and falls back bet by bet', async () => {
    const nodeId = gameOf();
    await ensurePointCatalogue(database.db, 'BR');
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedMember(app, database, 10_000)));
    const [reached, farAuto, plain, clicker, odd, ...rest] = players as [TestMember, TestMember, TestMember, TestMember, TestMember, ...TestMember[]];
    const round = await newRound(nodeId, 300, 400, LONG_WINDOW_MS);
    expect((await bet(reached, nodeId, 1_000, 150)).status).toBe(200);
    expect((await bet(farAuto, nodeId, 1_000, 500)).status).toBe(200);
    expect((await bet(plain, nodeId, 2_000)).status).toBe(200);
    expect((await bet(clicker, nodeId, 1_000)).status).toBe(200);
    expect((await bet(odd, nodeId, 1_000)).status).toBe(200);
    for (const who of rest) expect((await bet(who, nodeId, 500, 120)).status).toBe(200);
    const running = await runFor(round.id, 2_000);
    const clicked = await cashOutCall(clicker, nodeId);
    expect(clicked.status).toBe(200);
    // odd's bet in another currency: its batch fails whole (the records round is BRL) and it goes alone.
    await database.db.update(crashBets).set({ currency: 'XXX' }).where(eq(crashBets.memberId, odd.id));
    const failures: unknown[] = [];
    let openWhenTold = -1;
    const crashAt = new Date(running.startedAt!.getTime() + msToReach(running.crashPoint, GROWTH));
    const ended = await endRound(database.db, running, crashAt, {
      onClosed: async () => {
        openWhenTold = (await database.db.select().from(crashBets).where(and(eq(crashBets.roundId, round.id), eq(crashBets.status, 'open')))).length;
      },
      onBatchFailed: (error) => failures.push(error),
    });
    // The loop's push went out while bets were still open (the test's read races the settlement: some were).
    expect(openWhenTold).toBeGreaterThan(0);
    expect(failures).toHaveLength(1);
    expect(ended!.settled.map((b) => b.memberId).sort()).toEqual(
      [reached, farAuto, plain, odd, ...rest].map((who) => who.id).sort(),
    );
    const expected: [TestMember, string, number][] = [
      [reached, 'won', 1_500],
      [farAuto, 'lost', 0],
      [plain, 'lost', 0],
      [clicker, 'won', clicked.body.value.payout],
      [odd, 'lost', 0],
      ...rest.map((who): [TestMember, string, number] => [who, 'won', 600]),
    ];
    for (const [who, status, payout] of expected) {
      expect(await betRow(who, round.id)).toMatchObject({ status, payout });
      const stake = (await betRow(who, round.id)).amount;
      expect(await balanceOf(app, who)).toBe(10_000 - stake + payout);
      expect(await entriesOf(who, round.id)).toEqual(
        payout > 0 ? [{ kind: 'bet', n: 1 }, { kind: 'win', n: 1 }] : [{ kind: 'bet', n: 1 }],
      );
      // The records round, its day row and its points, as settleBet alone writes them.
      const [records] = await queryRows<{ status: string; win_amount: number; valid_bet: number }>(
        database.db,
        sql`SELECT status, win_amount::int AS win_amount, valid_bet::int AS valid_bet FROM game_rounds WHERE bet_id = ${`crash:${round.id}:${who.id}`}`,
      );
      expect(records).toEqual({ status: 'settled', win_amount: payout, valid_bet: stake });
      const [day] = await queryRows<{ valid_bet: number; win_amount: number; profit: number }>(
        database.db,
        sql`SELECT valid_bet::int AS valid_bet, win_amount::int AS win_amount, profit::int AS profit FROM member_bet_days WHERE member_id = ${who.id} AND game_type = 'CRASH'`,
      );
      expect(day).toEqual({ valid_bet: stake, win_amount: payout, profit: payout - stake });
      const points = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = ${`points:bet:crash:${round.id}:${who.id}`}`,
      );
      expect(points).toEqual([{ n: 1 }]);
    }
    // Ending again settles nothing twice.
    expect(await endRound(database.db, running, new Date())).toBeUndefined();
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('settles the open bets of a round that closed before they were settled, by its rule, once; its owner sees them settled meanwhile', async () => {
    const nodeId = gameOf();
    const [reached, lost] = await Promise.all([1, 2].map(() => fundedMember(app, database, 5_000)));
    const round = await newRound(nodeId, 300, 400, LONG_WINDOW_MS);
    await bet(reached!, nodeId, 1_000, 200);
    await bet(lost!, nodeId, 1_000, 900);
    await runFor(round.id, 1_000);
    // The process stopped between storing the crash and settling the bets.
    await database.db.update(crashRounds).set({ status: 'ended', endedAt: new Date() }).where(eq(crashRounds.id, round.id));
    const mine = async (who: TestMember) =>
      (await call(app, { method: 'GET', url: `/wps/relay/CRASH_getMyBets?nodeId=${nodeId}`, headers: who.headers })).body.value[0];
    expect(await mine(reached!)).toMatchObject({ status: 'won', cashout: 200, payout: 2_000 });
    expect(await mine(lost!)).toMatchObject({ status: 'lost', payout: 0 });
    expect((await betRow(reached!, round.id)).status).toBe('open');
    for (let i = 0; i < 2; i++) await recoverGame(database.db, 'BR', nodeId, GROWTH, new Date());
    expect(await betRow(reached!, round.id)).toMatchObject({ status: 'won', payout: 2_000 });
    expect((await betRow(lost!, round.id)).status).toBe('lost');
    expect([await balanceOf(app, reached!), await balanceOf(app, lost!)]).toEqual([6_000, 4_000]);
    expect(await entriesOf(reached!, round.id)).toEqual([
      { kind: 'bet', n: 1 },
      { kind: 'win', n: 1 },
    ]);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });
});
