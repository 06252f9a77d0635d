// Lottery betting (issue 14): the open draw and its odds, placing slips through the ledger (idempotent, all or
// nothing), refusals (closed draw, bad selections, balance), and settlement exactly once, also when settlers
// race and after a restart, on PGlite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { lotteryByCode, prizesFor } from '../src/modules/games/lottery';
import { games, gameVendors, lotteryGames } from '../src/modules/games/tables';
import {
  BET_TYPES,
  hitsOf,
  normaliseSelection,
  payoutOf,
  type DrawResult,
  type PrizeMode,
} from '../src/modules/lottery/betTypes';
import { openDraw } from '../src/modules/lottery/draws';
import { placeSlip } from '../src/modules/lottery/service';
import { settleDrawnBets } from '../src/modules/lottery/settlement';
import { lotteryBets } from '../src/modules/lottery/tables';
import { Notifier } from '../src/modules/notifications/hub';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { testServer } from './helpers/server';
import { balanceOf, call, fundedMember, requestId, type TestMember } from './helpers/walletCenter';

const LOTTERIES = [
  { vassalage: 'ELOTT', gameType: 'ELOTT', code: 'T_ELOTT', prizeMode: 'ELOTT', minutes: 1 },
  { vassalage: 'LOTT', gameType: 'LOTT', code: 'T_LOTT', prizeMode: 'LOTT', minutes: 60 },
  { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', code: 'T_VN', prizeMode: 'ZY', minutes: 1440 },
  { vassalage: 'TCG_SEA', gameType: 'LOTT', code: 'T_SEA', prizeMode: 'SEA', minutes: 1440 },
] as const;

/** Four lottery games, one per prize mode: enough catalogue for betting, without seeding thousands. */
async function seedLotteries(database: Database) {
  for (const [i, l] of LOTTERIES.entries()) {
    const nodeId = `${l.vassalage}-T-${i}`;
    await database.db
      .insert(gameVendors)
      .values({ vassalage: l.vassalage, displayName: l.vassalage, sort: i })
      .onConflictDoNothing();
    await database.db.insert(games).values({
      nodeId,
      gameType: l.gameType,
      vassalage: l.vassalage,
      gameCode: l.code,
      displayName: `Test ${l.code}`,
      gameName: `Test ${l.code}`,
      sort: i,
    });
    await database.db
      .insert(lotteryGames)
      .values({ nodeId, prizeMode: l.prizeMode, drawIntervalMinutes: l.minutes });
  }
}

const draw = (numbers: string[], prizes: DrawResult['prizes'] = [{ prize: 'main', numbers }]) => ({
  numbers,
  prizes,
});

describe('lottery bet types (pure)', () => {
  it('pays each bet type by its rule: odds x stake, per hit for lô, nothing when lost', () => {
    const lott = draw(['03', '11', '20', '28', '36', '44']); // sum 142: big, even
    expect(hitsOf('LOTT', 'pick1', '11', lott)).toBe(1);
    expect(hitsOf('LOTT', 'pick2', '03,44', lott)).toBe(1);
    expect(hitsOf('LOTT', 'pick3', '03,11,45', lott)).toBe(0);
    expect(['big', 'small', 'odd', 'even'].map((c) => hitsOf('LOTT', 'sum', c, lott))).toEqual([
      1, 0, 0, 1,
    ]);
    const elott = draw(['4', '0', '9', '2', '7']); // sum 22: small, even
    expect(hitsOf('ELOTT', 'last1', '7', elott)).toBe(1);
    expect(hitsOf('ELOTT', 'last2', '27', elott)).toBe(1);
    expect(hitsOf('ELOTT', 'last2', '72', elott)).toBe(0);
    expect(['big', 'small', 'odd', 'even'].map((c) => hitsOf('ELOTT', 'sum', c, elott))).toEqual([
      0, 1, 0, 1,
    ]);
    const vn = draw(
      ['123456'],
      [
        { prize: 'special', numbers: ['123456'] },
        { prize: 'first', numbers: ['99956'] },
        { prize: 'eighth', numbers: ['56'] },
      ],
    );
    expect(hitsOf('ZY', 'de2', '56', vn)).toBe(1);
    expect(hitsOf('ZY', 'de3', '456', vn)).toBe(1);
    expect(hitsOf('ZY', 'lo2', '56', vn)).toBe(3);
    expect(payoutOf(1000, 500, 3)).toBe(15_000);
    const sea = draw(
      ['1234', '5678', '9012'],
      [
        { prize: 'first', numbers: ['1234'] },
        { prize: 'second', numbers: ['5678'] },
        { prize: 'third', numbers: ['9012'] },
        { prize: 'starter', numbers: ['3333'] },
      ],
    );
    expect(hitsOf('SEA', 'd2', '34', sea)).toBe(1);
    expect(hitsOf('SEA', 'd3', '234', sea)).toBe(1);
    expect(hitsOf('SEA', 'd4', '5678', sea)).toBe(1);
    expect(hitsOf('SEA', 'd4', '3333', sea)).toBe(0);
    expect(payoutOf(333, 195, 1)).toBe(649); // rounded down to whole minor units
  });

  it('normalises selections and refuses what the rule does not allow', () => {
    const pick2 = BET_TYPES.LOTT.find((t) => t.code === 'pick2')!.selection;
    expect(normaliseSelection(pick2, '41, 7')).toBe('07,41');
    expect(normaliseSelection(pick2, '7,7')).toBeNull();
    expect(normaliseSelection(pick2, '0,46')).toBeNull();
    expect(normaliseSelection(pick2, '7')).toBeNull();
    const two = BET_TYPES.ZY.find((t) => t.code === 'de2')!.selection;
    expect(normaliseSelection(two, '05')).toBe('05');
    expect(normaliseSelection(two, '5')).toBeNull();
    expect(normaliseSelection(BET_TYPES.ELOTT[2]!.selection, 'Big')).toBe('big');
    expect(normaliseSelection(BET_TYPES.ELOTT[2]!.selection, 'huge')).toBeNull();
  });

  it('every bet type returns 90-97.5 % (within four sigmas) over 10,000 draws of the draw machine', () => {
    for (const mode of ['LOTT', 'ELOTT', 'ZY', 'SEA'] as PrizeMode[]) {
      const results = Array.from({ length: 10_000 }, (_, i) =>
        prizesFor(mode, `RTP_${mode}`, `n${i}`),
      );
      for (const type of BET_TYPES[mode]) {
        // A fixed selection per type: the draws are what varies.
        const selection = {
          numbers: ['07', '07,23', '07,23,41'][(type.selection as { count?: number }).count! - 1],
          digits: '7'.repeat((type.selection as { length?: number }).length ?? 1),
          choice: 'big',
        }[type.selection.kind]!;
        const paid = results.reduce(
          (sum, r) => sum + payoutOf(100, type.oddsCents, hitsOf(mode, type.code, selection, r)),
          0,
        );
        const rtp = paid / (100 * results.length);
        // Every type is priced to return 90-97.5 %; over n draws a bet paying `odds` with chance ~0.93/odds
        // wanders by sigma = odds * sqrt(p / n) around it, so allow four sigmas beside that band.
        const odds = type.oddsCents / 100;
        const sigma = odds * Math.sqrt(0.93 / odds / results.length) * (type.perHit ? 2 : 1);
        expect(rtp, `${mode} ${type.code}`).toBeGreaterThan(0.9 - 4 * sigma);
        expect(rtp, `${mode} ${type.code}`).toBeLessThan(0.975 + 4 * sigma);
      }
    }
  });
});

describe.each(databases('both'))('lottery betting on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
    await seedLotteries(database);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const offer = async (who: TestMember, gameCode: string) =>
    (
      await call(app, {
        method: 'GET',
        url: `/lotto/lgw/games/betting?gameCode=${gameCode}`,
        headers: who.headers,
      })
    ).body.value;
  const place = (who: TestMember, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/lotto/lgw/bets', headers: who.headers, payload });
  const myBets = async (who: TestMember, query = '') =>
    (await call(app, { method: 'GET', url: `/lotto/lgw/bets${query}`, headers: who.headers })).body
      .value;

  it('shows the open draw of an e-lottery with its closing time and the bet types with odds', async () => {
    const who = await fundedMember(app, database, 0);
    const value = await offer(who, 'T_ELOTT');
    const drawAt = Date.parse(value.draw.drawAt);
    expect(drawAt - Date.parse(value.draw.closesAt)).toBe(10_000);
    expect(drawAt % 60_000).toBe(0);
    expect(drawAt).toBeGreaterThan(Date.now());
    expect(value.betTypes.map((t: { code: string }) => t.code)).toEqual(['last1', 'last2', 'sum']);
    expect(value.betTypes[2]).toMatchObject({
      odds: 1.95,
      selection: { kind: 'choice', options: ['big', 'small', 'odd', 'even'] },
    });
    expect((await offer(who, 'T_VN')).betTypes.map((t: { code: string }) => t.code)).toEqual([
      'de2',
      'de3',
      'lo2',
    ]);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/lotto/lgw/games/betting?gameCode=NOPE',
          headers: who.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('places a slip through the ledger once; a retry answers the same bets, another slip under its id is refused', async () => {
    const who = await fundedMember(app, database, 10_000);
    const { draw: open } = await offer(who, 'T_LOTT');
    const slip = {
      gameCode: 'T_LOTT',
      numero: open.numero,
      requestId: requestId('slip'),
      bets: [
        { betType: 'pick2', selection: '41,7', stake: 1_000 },
        { betType: 'sum', selection: 'odd', stake: 500 },
      ],
    };
    const first = await place(who, slip);
    expect(first.status).toBe(200);
    expect(first.body.value.balance).toBe(8_500);
    expect(first.body.value.bets).toMatchObject([
      {
        betType: 'pick2',
        selection: '07,41',
        stake: 1_000,
        odds: 60,
        status: 'open',
        numero: open.numero,
        drawnNumbers: null,
      },
      { betType: 'sum', selection: 'odd', stake: 500, odds: 1.95, status: 'open' },
    ]);
    const again = await place(who, slip);
    expect(again.body.value.bets.map((b: { id: string }) => b.id)).toEqual(
      first.body.value.bets.map((b: { id: string }) => b.id),
    );
    expect(await balanceOf(app, who)).toBe(8_500);
    const conflict = await place(who, { ...slip, bets: [slip.bets[0]] });
    expect(conflict).toMatchObject({ status: 409, body: { code: 'idempotency_conflict' } });
    // Two submissions of one slip at the same moment (a double click): one debit.
    const twin = { ...slip, requestId: requestId('twin'), bets: [slip.bets[1]] };
    const [a, b] = await Promise.all([place(who, twin), place(who, twin)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.value.bets[0].id).toBe(b.body.value.bets[0].id);
    expect(await balanceOf(app, who)).toBe(8_000);
    const listed = await myBets(who, '?status=open&gameCode=T_LOTT');
    expect(listed.total).toBe(3);
    // The stakes are betting records too.
    const records = await call(app, {
      method: 'GET',
      url: '/wps/records/bets',
      headers: who.headers,
    });
    expect(JSON.stringify(records.body.value)).toContain('Test T_LOTT');
  });

  it('refuses bad selections with field errors, a closed draw, and a slip the balance cannot cover; nothing moves', async () => {
    const who = await fundedMember(app, database, 1_000);
    const { draw: open } = await offer(who, 'T_VN');
    const bad = await place(who, {
      gameCode: 'T_VN',
      numero: open.numero,
      requestId: requestId('bad'),
      bets: [
        { betType: 'de2', selection: '5', stake: 100 },
        { betType: 'pick1', selection: '05', stake: 100 },
        { betType: 'lo2', selection: '05', stake: 100 },
      ],
    });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        code: 'validation_failed',
        fieldErrors: {
          'bets.0.selection': { rule: 'invalid' },
          'bets.1.betType': { rule: 'invalid' },
        },
      },
    });
    expect(bad.body.fieldErrors['bets.2.selection']).toBeUndefined();

    const [lastDrawn] = (
      await call(app, {
        method: 'GET',
        url: '/lgw/vn/numeros/opened/game?gameCode=T_ELOTT&limit=1',
      })
    ).body.value;
    const closed = await place(who, {
      gameCode: 'T_ELOTT',
      numero: lastDrawn.numero,
      requestId: requestId('late'),
      bets: [{ betType: 'last1', selection: '3', stake: 100 }],
    });
    expect(closed).toMatchObject({ status: 409, body: { code: 'lottery_draw_closed' } });
    // The moment the open draw closes, it refuses too.
    const game = await lotteryByCode(database.db, 'T_ELOTT');
    const next = openDraw(game, 0, Date.now());
    await expect(
      placeSlip(
        database.db,
        { memberId: who.id, currency: 'BRL' },
        {
          gameCode: 'T_ELOTT',
          numero: next.numero,
          requestId: requestId('edge'),
          bets: [{ betType: 'last1', selection: '3', stake: 100 }],
        },
        0,
        next.closesAt.getTime(),
      ),
    ).rejects.toMatchObject({ code: 'lottery_draw_closed' });

    const broke = await place(who, {
      gameCode: 'T_VN',
      numero: open.numero,
      requestId: requestId('broke'),
      bets: [
        { betType: 'de2', selection: '05', stake: 600 },
        { betType: 'de3', selection: '505', stake: 600 },
      ],
    });
    expect(broke).toMatchObject({ status: 422, body: { code: 'insufficient_balance' } });
    expect(await balanceOf(app, who)).toBe(1_000);
    expect((await myBets(who)).total).toBe(0);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  /** Bets on an ELOTT draw already drawn (placed as if a minute ago), one sure to win and one sure to lose. */
  async function drawnBets(who: TestMember, lines = 1) {
    const game = await lotteryByCode(database.db, 'T_ELOTT');
    const then = Date.now() - 120_000;
    const past = openDraw(game, 0, then);
    const result = prizesFor('ELOTT', 'T_ELOTT', past.numero);
    const last = result.numbers.at(-1)!;
    const losing = String((Number(last) + 1) % 10);
    const bets = Array.from({ length: lines }, () => [
      { betType: 'last1', selection: last, stake: 1_000 },
      { betType: 'last1', selection: losing, stake: 1_000 },
    ]).flat();
    await placeSlip(
      database.db,
      { memberId: who.id, currency: 'BRL' },
      { gameCode: 'T_ELOTT', numero: past.numero, requestId: requestId('drawn'), bets },
      0,
      then,
    );
    return { numero: past.numero, result };
  }

  it('settles every bet of a drawn draw exactly once, however many settlers race, and tells the member', async () => {
    const who = await fundedMember(app, database, 10_000);
    const { numero, result } = await drawnBets(who, 2);
    expect(await balanceOf(app, who)).toBe(6_000);
    const notifier = new Notifier();
    const pushed: { type: string }[] = [];
    notifier.add(
      { memberId: who.id, sessionId: 's' },
      { readyState: 1, send: (data) => pushed.push(JSON.parse(String(data))), close: () => {} },
    );

    const runs = await Promise.all([1, 2, 3].map(() => settleDrawnBets(database.db, notifier)));
    expect(runs.reduce((sum, r) => sum + r.settled, 0)).toBeGreaterThanOrEqual(4);
    expect((await settleDrawnBets(database.db, notifier)).settled).toBe(0);
    // Two winning lines pay 9.5x each; the two losing lines pay nothing.
    expect(await balanceOf(app, who)).toBe(6_000 + 2 * 9_500);
    const bets = (await myBets(who)).list as {
      status: string;
      winAmount: number;
      drawnNumbers: string[];
      numero: string;
    }[];
    expect(bets.map((b) => b.status).sort()).toEqual(['lost', 'lost', 'won', 'won']);
    expect(
      bets.every((b) => b.numero === numero && b.drawnNumbers.join('') === result.numbers.join('')),
    ).toBe(true);
    expect((await myBets(who, '?status=won')).total).toBe(2);
    // Racing settlers may each settle part of the member's bets, and each tells of its part: together, all four.
    type Settled = { type: string; numero: string; bets: number; won: number; winAmount: number };
    const told = (pushed as Settled[]).filter((m) => m.type === 'lottery.settled' && m.numero === numero);
    for (const m of told) expect(m).toMatchObject({ gameCode: 'T_ELOTT', currency: 'BRL' });
    expect(told.reduce((sum, m) => [sum[0]! + m.bets, sum[1]! + m.won, sum[2]! + m.winAmount], [0, 0, 0])).toEqual([4, 2, 19_000]);
    expect(pushed).toContainEqual({ type: 'balance', balance: 25_000, currency: 'BRL' });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('a restarted server settles at start-up what was drawn while it was down', async () => {
    const who = await fundedMember(app, database, 5_000);
    await drawnBets(who);
    await app.close();
    app = await testServer(database);
    const bets = (await myBets(who)).list as { status: string }[];
    expect(bets.map((b) => b.status).sort()).toEqual(['lost', 'won']);
    expect(await balanceOf(app, who)).toBe(5_000 - 2_000 + 9_500);
    const rows = await database.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.memberId, who.id));
    expect(rows.every((r) => r.settledAt !== null)).toBe(true);
  });

  it('a trial member cannot bet', async () => {
    const trial = await fundedMember(app, database, 0, { type: 4 });
    const { draw: open } = await offer(trial, 'T_ELOTT');
    const refused = await place(trial, {
      gameCode: 'T_ELOTT',
      numero: open.numero,
      requestId: requestId('trial'),
      bets: [{ betType: 'last1', selection: '1', stake: 100 }],
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'real_account_required' } });
  });
});
