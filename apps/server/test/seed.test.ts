import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { findMemberByAccount } from '../src/modules/member/service';
import { listMerchants } from '../src/modules/system/service';
import { getMainBalance } from '../src/modules/wallet/service';
import { pointsOf } from '../src/modules/points/ledger';
import { pointRedemptions } from '../src/modules/points/tables';
import { asc, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/seed';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { bearer, loginRequest } from './helpers/server';

describe.each(databases('both'))('demo seed on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the three merchants and the demo accounts, and a second run changes nothing', async () => {
    expect(await seedDemo(database.db)).toEqual({ created: DEMO_ACCOUNTS.length });
    expect(await seedDemo(database.db)).toEqual({ created: 0 });

    expect(await listMerchants(database.db)).toEqual([
      {
        merchantCode: 'BD',
        country: 'BD',
        countryName: 'Bangladesh',
        currency: 'BDT',
        langList: ['EN', 'BN'],
        isDefault: false,
      },
      {
        merchantCode: 'BR',
        country: 'BR',
        countryName: 'Brazil',
        currency: 'BRL',
        langList: ['EN', 'PT'],
        isDefault: true,
      },
      {
        merchantCode: 'MX',
        country: 'MX',
        countryName: 'Mexico',
        currency: 'MXN',
        langList: ['EN', 'ES'],
        isDefault: false,
      },
    ]);
    const player = await findMemberByAccount(database.db, 'BR', 'demo_player');
    expect(await getMainBalance(database.db, player!.id, 'BRL')).toEqual({
      balance: 125_000,
      currency: 'BRL',
    });
    const agent = await findMemberByAccount(database.db, 'BR', 'demo_agent');
    const downline = await findMemberByAccount(database.db, 'BR', 'demo_downline');
    const trial = await findMemberByAccount(database.db, 'BR', 'demo_trial');
    expect(agent!.type).toBe(1);
    expect(downline).toMatchObject({ type: 0, parentId: agent!.id });
    expect(trial!.type).toBe(4);
    expect(await getMainBalance(database.db, trial!.id, 'BRL')).toEqual({
      balance: 0,
      currency: 'BRL',
    });
    // Points earned by the player's seeded deposits and bets, three redemptions (one still holding 50).
    expect(await pointsOf(database.db, player!.id)).toEqual({ points: 1_607, held: 50 });
    const redemptions = await database.db
      .select({ status: pointRedemptions.status })
      .from(pointRedemptions)
      .where(eq(pointRedemptions.memberId, player!.id))
      .orderBy(asc(pointRedemptions.createdAt));
    expect(redemptions.map((r) => r.status)).toEqual(['approved', 'rejected', 'in_process']);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('every demo account logs in with the demo password', async () => {
    await seedDemo(database.db);
    const app = await buildServer({ db: database, validateResponses: true });
    try {
      const currencies: Record<string, string> = { BR: 'BRL', MX: 'MXN', BD: 'BDT' };
      for (const demo of DEMO_ACCOUNTS) {
        const merchant = { 'x-merchant-code': demo.merchantCode };
        const login = await app.inject(loginRequest(demo.account, DEMO_PASSWORD, merchant));
        const token: string = login.json().value.token;
        const info = await app.inject({
          method: 'GET',
          url: '/wps/member/info',
          headers: { ...bearer(token), ...merchant },
        });
        expect(info.json().value).toMatchObject({
          account: demo.account,
          type: demo.type,
          merchantCode: demo.merchantCode,
          currency: currencies[demo.merchantCode],
        });
        const balance = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });
        expect(balance.json().value.balance).toBe(demo.balance);
      }
    } finally {
      await app.close();
    }
  });
});

describe('embedded database on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across restarts, and migrating and seeding again is harmless', async () => {
    const first = await openDatabase({ dataDir });
    await seedDemo(first.db);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(await seedDemo(second.db)).toEqual({ created: 0 });
      const player = await findMemberByAccount(second.db, 'BR', 'demo_player');
      expect((await getMainBalance(second.db, player!.id, 'BRL')).balance).toBe(125_000);
    } finally {
      await second.close();
    }
  }, 300_000); // npm start's first start on disk: 10-16 s alone on two cores, over 120 s on a busy slow machine
});
