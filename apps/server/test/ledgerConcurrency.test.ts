// Many parallel bets and withdrawals (each sent twice) against one wallet on PostgreSQL, where requests
// really run at the same time: the wallet must end exactly right and never below zero.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { getMerchant } from '../src/modules/system/service';
import { placeBet } from '../src/modules/records/rounds';
import { gameRounds } from '../src/modules/records/tables';
import { AccountKind, findAccount } from '../src/modules/wallet/accounts';
import { getMainBalance } from '../src/modules/wallet/service';
import { bindAccount } from '../src/modules/withdrawals/accounts';
import { createWithdrawal } from '../src/modules/withdrawals/orders';
import { withdrawalOrders } from '../src/modules/withdrawals/tables';
import { storeTransactionPassword } from '../src/modules/profile/transactionPassword';
import { postgresDatabase } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { newMember } from './helpers/server';
import { seedMerchants } from '../src/seed';
import { depositFromSandbox } from '../src/modules/wallet/service';

const postgres = postgresDatabase();

describe.skipIf(!postgres)('wallet concurrency on PostgreSQL', () => {
  let database: Database;

  beforeAll(async () => {
    database = await postgres!.open();
    await seedMerchants(database.db);
  });
  afterAll(async () => database?.close());

  it('60 bets and 20 withdrawals at once, each sent twice, end exactly right', async () => {
    const { db } = database;
    const merchant = (await getMerchant(db, 'BR'))!;
    const member = await newMember(database);
    const FUNDS = 70_000;
    await depositFromSandbox(db, { memberId: member.id, currency: 'BRL', amount: FUNDS, idempotencyKey: `race-fund-${member.id}` });
    await storeTransactionPassword(db, member.id, '112233');
    const account = await bindAccount(db, member, merchant, { methodCode: 'PIX', holderName: 'Race Runner', accountNumber: '11122233344', transactionPassword: '112233' });

    const bets = Array.from({ length: 60 }, (_, i) => () =>
      placeBet(db, { memberId: member.id, currency: 'BRL', betId: `race-${member.id}-${i}`, vendor: 'PG', gameType: 'RNG', gameCode: 'x', gameName: 'X', amount: 1_000 }));
    const withdrawals = Array.from({ length: 20 }, (_, i) => () =>
      createWithdrawal(db, member, merchant, { accountId: account.id, amount: 5_000, transactionPassword: '112233', requestId: `race-${i}` }));
    const attempts = [...bets, ...withdrawals];
    const results = await Promise.allSettled([...attempts, ...attempts].map((start) => start()));

    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // Every refusal is a money rule (not enough money, the daily limit), never a crash or a deadlock.
    for (const r of refused) expect((r.reason as { code?: string }).code).toMatch(/insufficient_funds|insufficient_balance|daily_limit_reached/);

    const [rounds] = await db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.memberId, member.id));
    const [orders] = await db.select({ n: count() }).from(withdrawalOrders).where(and(eq(withdrawalOrders.memberId, member.id)));
    const betsTaken = rounds!.n;
    const withdrawalsTaken = orders!.n;
    expect(withdrawalsTaken).toBeLessThanOrEqual(5); // BR allows 5 withdrawals a day
    const balance = (await getMainBalance(db, member.id, 'BRL')).balance;
    const held = (await findAccount(db, { ownerMemberId: member.id, kind: AccountKind.MEMBER_HELD, currency: 'BRL' }))?.balance ?? 0;
    expect(balance).toBe(FUNDS - betsTaken * 1_000 - withdrawalsTaken * 5_000);
    expect(held).toBe(withdrawalsTaken * 5_000);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Money ran out or every attempt went through: nothing was refused while it could still be afforded.
    expect(balance < 1_000 || betsTaken === 60).toBe(true);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  }, 120_000);
});
