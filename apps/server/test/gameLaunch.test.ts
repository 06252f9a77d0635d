import { SLOT_THREE_PAYS } from '@croupier/fair';
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import {
  gameLaunches,
  gameRounds,
  launchRounds,
  gameWins,
  journalEntries,
  sessions,
} from '../src/db/schema';
import { findLaunch } from '../src/modules/games/launch';
import { launchTokenKey, signLaunchToken } from '../src/modules/games/launchToken';
import { hashToken } from '../src/modules/session/token';
import { playRound, RoundError } from '../src/modules/games/rounds';
import { MemberType } from '../src/modules/member/memberTypes';
import { depositFromSandbox, getMainBalance } from '../src/modules/wallet/service';
import { MAINTENANCE_DEMO_NODE_ID } from '../src/seed';
import { databases } from './helpers/databases';
import { useCatalogueServer, value } from './helpers/games';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { bearer, logIn, newMember, PASSWORD } from './helpers/server';

let sequence = 0;

describe.each(databases('both'))('game launch and sandbox rounds on $name', ({ open }) => {
  const context = useCatalogueServer(open);
  let database: Database;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, app } = context);
  });

  /** A logged-in member of `type` with `balance` minor units. */
  async function player(balance: number, type: number = MemberType.REGULAR) {
    const member = await newMember(database, { type });
    if (balance > 0) {
      await depositFromSandbox(database.db, {
        memberId: member.id,
        currency: 'BRL',
        amount: balance,
        idempotencyKey: `test:${process.pid}:launch:${++sequence}`,
      });
    }
    return { member, auth: bearer(await logIn(app, member.account)) };
  }
  const launch = (auth: Record<string, string>, nodeId: string) =>
    app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${nodeId}&language=PT`,
      headers: auth,
    });
  const tokenOf = (url: string) => url.split('/').pop()!;
  const balanceOf = async (memberId: string) =>
    (await getMainBalance(database.db, memberId, 'BRL')).balance;

  it('anonymous and trial users cannot start a game', async () => {
    const anonymous = await launch({}, 'PG-RNG-0001');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_logged_in');
    const { auth } = await player(0, MemberType.TRIAL);
    const trial = await launch(auth, 'PG-RNG-0001');
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('real_account_required');
  });

  it('a game in maintenance answers game_maintenance; unknown games and vendor entries do not launch', async () => {
    const { auth } = await player(0);
    const maintenance = await launch(auth, MAINTENANCE_DEMO_NODE_ID);
    expect(maintenance.statusCode).toBe(409);
    expect(maintenance.json()).toMatchObject({
      code: 'game_maintenance',
      message: 'Game maintenance',
    });
    expect((await launch(auth, 'NO-SUCH-GAME')).statusCode).toBe(404);
    expect((await launch(auth, 'PT-LIVE-0000')).statusCode).toBe(400);
  });

  it('a launch answers a sandbox page URL, serves an accessible page and joins the recent games', async () => {
    const { auth } = await player(10_000);
    const launched = await launch(auth, 'JL-FISH-0001');
    expect(launched.statusCode).toBe(200);
    const { url, nodeId } = launched.json().value;
    expect(url).toMatch(/^\/sandbox\/game\/[A-Za-z0-9_-]{40,}$/);
    expect(nodeId).toBe('JL-FISH-0001');

    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('<html lang="pt">');
    expect(page.body).toMatch(/<label>Aposta \(BRL\)<select name="bet">/);
    expect(page.body).toContain('<button type="submit">Girar</button>');
    expect(page.body).toContain('role="status"');

    const recent = await value(app, '/wps/relay/GCS_recentGame?page=1&pageSize=20', auth);
    expect(recent.content[0].nodeId).toBe('JL-FISH-0001');
    expect((await app.inject({ method: 'GET', url: '/sandbox/game/not-a-token' })).statusCode).toBe(
      404,
    );
  });

  it('a game centre launch opens the vendor lobby of the category', async () => {
    const { auth } = await player(0);
    const response = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: auth,
      payload: { vassalage: 'DS88', gameType: 'COCKFIGHT' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.nodeId).toBe('DS88-COCKFIGHT-0001');
  });

  it('a round debits the bet and credits the win exactly once, also when retried', async () => {
    const { member, auth } = await player(10_000);
    const { url } = (await launch(auth, 'PG-RNG-0001')).json().value;
    const round = { roundId: `round-${process.pid}-once`, bet: 500 };
    const spin = () => app.inject({ method: 'POST', url: `${url}/rounds`, payload: round });

    const first = await spin();
    expect(first.statusCode).toBe(200);
    const result = first.json();
    expect(result.balance).toBe(10_000 - 500 + result.win);
    const retried = (await spin()).json();
    expect(retried).toMatchObject({
      replayed: true,
      win: result.win,
      balance: result.balance,
      reels: result.reels,
    });
    expect(await balanceOf(member.id)).toBe(result.balance);

    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `%:sandbox-game:%:${round.roundId}`));
    // The stake, the win, and the round's points (issue 17: earned in the same transaction), each once.
    expect(entries.map((e) => e.kind).sort()).toEqual(
      result.win > 0 ? ['bet', 'points_earn', 'win'] : ['bet', 'points_earn'],
    );
    // The round is the member's betting record too (personalHistoryCopy), settled with its win.
    const [record] = await database.db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.betId, `sandbox-game:%:${round.roundId}`));
    expect(record).toMatchObject({
      memberId: member.id,
      betAmount: 500,
      winAmount: result.win,
      status: 'settled',
    });
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);

    const otherBet = await app.inject({
      method: 'POST',
      url: `${url}/rounds`,
      payload: { ...round, bet: 100 },
    });
    expect(otherBet.statusCode).toBe(409);
  });

  it('a winning round pays the table, and a big win joins the winner board', async () => {
    const { member, auth } = await player(10_000);
    const { url } = (await launch(auth, 'PG-RNG-0002')).json().value;
    const found = (await findLaunch(database.db, tokenOf(url)))!;
    const result = await playRound(
      database.db,
      found,
      { roundId: `win-${process.pid}-77`, bet: 100 },
      () => ['7', '7', '7'],
    );
    // Three sevens pay SLOT_THREE_PAYS['7'] (60) times the bet.
    expect(result.win).toBe(100 * SLOT_THREE_PAYS['7']);
    expect(await balanceOf(member.id)).toBe(10_000 - 100 + 100 * SLOT_THREE_PAYS['7']);
    const wins = await database.db
      .select()
      .from(gameWins)
      .where(eq(gameWins.nodeId, 'PG-RNG-0002'));
    expect(wins.some((w) => w.winAmount === result.win && w.customerName.includes('***'))).toBe(true);
  });

  it('a bet the wallet cannot cover leaves no round, no entry and the balance as it was', async () => {
    const { member, auth } = await player(300);
    const { url } = (await launch(auth, 'PG-RNG-0003')).json().value;
    const response = await app.inject({
      method: 'POST',
      url: `${url}/rounds`,
      payload: { roundId: `broke-${process.pid}-1`, bet: 500 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('insufficient_funds');
    const launchRow = (await findLaunch(database.db, tokenOf(url)))!;
    expect(
      await database.db.select().from(launchRounds).where(eq(launchRounds.launchId, launchRow.id)),
    ).toEqual([]);
    expect(await balanceOf(member.id)).toBe(300);
  });

  it('refuses bets off the table and malformed rounds', async () => {
    const { auth } = await player(10_000);
    const { url } = (await launch(auth, 'PG-RNG-0004')).json().value;
    const found = (await findLaunch(database.db, tokenOf(url)))!;
    await expect(
      playRound(database.db, found, { roundId: 'round-12345', bet: 123 }),
    ).rejects.toBeInstanceOf(RoundError);
    await expect(playRound(database.db, found, { roundId: 'x', bet: 100 })).rejects.toMatchObject({
      code: 'invalid_round',
    });
    const expired = await app.inject({
      method: 'POST',
      url: '/sandbox/game/unknown-token/rounds',
      payload: { roundId: 'round-12345', bet: 100 },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('concurrent retries of one round still move the money once', async () => {
    const { member, auth } = await player(10_000);
    const { url } = (await launch(auth, 'PG-RNG-0006')).json().value;
    const found = (await findLaunch(database.db, tokenOf(url)))!;
    const round = { roundId: `race-${process.pid}-1`, bet: 1_000 };
    const results = await Promise.all([1, 2, 3].map(() => playRound(database.db, found, round)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(10_000 - 1_000 + results[0]!.win);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  describe('a launch ends with the session that made it', () => {
    /** A launch's page and a bet with its token, from a client address of its own (the rounds' rate limit). */
    async function play(url: string) {
      const page = await app.inject({ method: 'GET', url });
      const round = await app.inject({
        method: 'POST',
        url: `${url}/rounds`,
        remoteAddress: `10.8.${(sequence >> 8) & 255}.${++sequence & 255}`,
        payload: { roundId: `ended-${process.pid}-${sequence}`, bet: 100 },
      });
      return { page: page.statusCode, round: round.statusCode, body: round.json() };
    }
    const refused = {
      page: 404,
      round: 401,
      body: {
        success: false,
        code: 'expired',
        message: 'The game session has ended: log in and start the game again',
        value: null,
      },
    };

    it('after logout the game page no longer opens and a bet with the old token is refused, moving nothing', async () => {
      const { member, auth } = await player(10_000);
      const { url } = (await launch(auth, 'PG-RNG-0010')).json().value;
      expect((await play(url)).round).toBe(200);
      const before = await balanceOf(member.id);

      const logout = await app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: auth,
      });
      expect(logout.statusCode).toBe(200);
      expect(await play(url)).toEqual(refused);
      expect(await balanceOf(member.id)).toBe(before);
      expect(await ledgerInvariants(database)).toEqual(HEALTHY);
    });

    it("logging out one session leaves the member's launches from another session playing", async () => {
      const { member, auth } = await player(10_000);
      const other = bearer(await logIn(app, member.account));
      const { url } = (await launch(other, 'PG-RNG-0011')).json().value;
      await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth });
      expect((await play(url)).round).toBe(200);
    });

    it("a password change ends every launch of the member, the changing session's too", async () => {
      const { member, auth } = await player(10_000);
      const other = bearer(await logIn(app, member.account));
      const mine = (await launch(auth, 'PG-RNG-0012')).json().value.url;
      const theirs = (await launch(other, 'PG-RNG-0013')).json().value.url;
      const changed = await app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: auth,
        payload: {
          oldPassword: PASSWORD,
          newPassword: 'Changed123',
          confirmNewPassword: 'Changed123',
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(await play(mine)).toEqual(refused);
      expect(await play(theirs)).toEqual(refused);
      // The changing session still plays: a new launch opens.
      const again = (await launch(auth, 'PG-RNG-0012')).json().value.url;
      expect((await play(again)).round).toBe(200);
    });

    it("an expired session's launch is refused though the launch itself has not expired", async () => {
      const { member, auth } = await player(10_000);
      const { url } = (await launch(auth, 'PG-RNG-0014')).json().value;
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(sessions.memberId, member.id));
      expect(await play(url)).toEqual(refused);
    });
  });

  describe('launch tokens are signed', () => {
    const inAnHour = () => new Date(Date.now() + 3_600_000);
    /** The sandbox page and a round both refuse `token`, and findLaunch answers it without a query. */
    async function refusedBeforeTheDatabase(token: string) {
      await launchTokenKey(database.db);
      const select = vi.spyOn(database.db, 'select');
      try {
        expect(await findLaunch(database.db, token)).toBeUndefined();
        expect(select).not.toHaveBeenCalled();
      } finally {
        select.mockRestore();
      }
      await refusedByTheSandbox(token);
    }
    async function refusedByTheSandbox(token: string) {
      expect((await app.inject({ method: 'GET', url: `/sandbox/game/${token}` })).statusCode).toBe(
        404,
      );
      const round = await app.inject({
        method: 'POST',
        url: `/sandbox/game/${token}/rounds`,
        // A client address per try: the rounds' rate limit (5 a second) is not what this proves.
        remoteAddress: `10.9.${(sequence >> 8) & 255}.${sequence & 255}`,
        payload: { roundId: `refused-${process.pid}-${++sequence}`, bet: 100 },
      });
      expect(round.statusCode).toBe(401);
      expect(round.json().code).toBe('expired');
    }

    it('a token signed with another key (forged) is refused before any database lookup', async () => {
      await refusedBeforeTheDatabase(signLaunchToken(randomBytes(32), inAnHour()));
      await refusedBeforeTheDatabase('not-a-token');
      await refusedBeforeTheDatabase(randomBytes(52).toString('base64url'));
    });

    it('an altered token (nonce or a later expiry) is refused before any database lookup', async () => {
      const { auth } = await player(0);
      const token = tokenOf((await launch(auth, 'PG-RNG-0009')).json().value.url);
      expect(await findLaunch(database.db, token)).toBeDefined();
      const bytes = Buffer.from(token, 'base64url');
      const nonceFlipped = Buffer.from(bytes);
      nonceFlipped[0] = nonceFlipped[0]! ^ 1;
      await refusedBeforeTheDatabase(nonceFlipped.toString('base64url'));
      const extended = Buffer.from(bytes);
      extended.writeUInt32BE(extended.readUInt32BE(16) + 86_400, 16);
      await refusedBeforeTheDatabase(extended.toString('base64url'));
    });

    it('an expired token is refused: by its signed expiry before the database, and by the stored one', async () => {
      const key = await launchTokenKey(database.db);
      await refusedBeforeTheDatabase(signLaunchToken(key, new Date(Date.now() - 1_000)));

      const { auth } = await player(0);
      const token = tokenOf((await launch(auth, 'PG-RNG-0007')).json().value.url);
      await database.db
        .update(gameLaunches)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(gameLaunches.tokenHash, hashToken(token)));
      expect(await findLaunch(database.db, token)).toBeUndefined();
      await refusedByTheSandbox(token);
    });

    it('a well-signed token the server never issued, or whose launch is gone, is refused (replay)', async () => {
      const key = await launchTokenKey(database.db);
      const neverIssued = signLaunchToken(key, inAnHour());
      expect(await findLaunch(database.db, neverIssued)).toBeUndefined();
      await refusedByTheSandbox(neverIssued);

      const { auth } = await player(0);
      const token = tokenOf((await launch(auth, 'PG-RNG-0008')).json().value.url);
      expect((await app.inject({ method: 'GET', url: `/sandbox/game/${token}` })).statusCode).toBe(
        200,
      );
      await database.db.delete(gameLaunches).where(eq(gameLaunches.tokenHash, hashToken(token)));
      await refusedByTheSandbox(token);
    });
  });
});
