import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { journalEntries, ledgerAccounts, postings } from '../src/db/schema';
import {
  AccountKind,
  openMemberMainAccount,
  openSystemAccount,
} from '../src/modules/wallet/accounts';
import {
  accountBalance,
  LedgerError,
  post,
  postAllIn,
  postEntry,
  UsedKeyInBatch,
} from '../src/modules/wallet/ledger';
import { depositFromSandbox, getMainBalance } from '../src/modules/wallet/service';
import { databases } from './helpers/databases';
import { HEALTHY, ledgerInvariants } from './helpers/ledger';
import { bearer, logIn, newMember, testServer } from './helpers/server';

let keySequence = 0;
const key = (label: string) => `test:${process.pid}:${label}:${++keySequence}`;

describe.each(databases('both'))('wallet ledger on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let house: number;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
    house = (await openSystemAccount(database.db, AccountKind.HOUSE, 'BRL')).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A member with `amount` deposited, and the id of their main ledger account. */
  const fundedWallet = async (amount: number) => {
    const member = await newMember(database);
    if (amount > 0)
      await depositFromSandbox(database.db, {
        memberId: member.id,
        currency: 'BRL',
        amount,
        idempotencyKey: key('deposit'),
      });
    const account = await openMemberMainAccount(database.db, member.id, 'BRL');
    return { member, account: account.id };
  };
  const balanceOf = async (memberId: string) =>
    (await getMainBalance(database.db, memberId, 'BRL')).balance;

  it('the balance call answers integer minor units in the merchant currency', async () => {
    const { member } = await fundedWallet(125_000);
    const token = await logIn(app, member.account);
    const response = await app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { balance: 125_000, currency: 'BRL' },
    });
  });

  it('a replayed idempotency key returns the first result and moves nothing', async () => {
    const { member, account } = await fundedWallet(1_000);
    const movement = {
      idempotencyKey: key('bet'),
      kind: 'bet' as const,
      from: account,
      to: house,
      amount: 300,
    };
    const first = await post(database.db, movement);
    const again = await post(database.db, movement);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(member.id)).toBe(700);
    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, movement.idempotencyKey));
    expect(entries).toHaveLength(1);
  });

  it('refuses to reuse a key for a different movement', async () => {
    const { account } = await fundedWallet(1_000);
    const idempotencyKey = key('reuse');
    await post(database.db, { idempotencyKey, kind: 'bet', from: account, to: house, amount: 100 });
    await expect(
      post(database.db, { idempotencyKey, kind: 'bet', from: account, to: house, amount: 200 }),
    ).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
  });

  it('never takes a member balance below zero, and a refused movement leaves no trace', async () => {
    const { member, account } = await fundedWallet(100);
    const idempotencyKey = key('overdraw');
    const attempt = post(database.db, {
      idempotencyKey,
      kind: 'bet',
      from: account,
      to: house,
      amount: 101,
    });
    await expect(attempt).rejects.toBeInstanceOf(LedgerError);
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(member.id)).toBe(100);
    // The key was not used up by the refusal: the same key can carry an affordable movement.
    await expect(
      post(database.db, { idempotencyKey, kind: 'bet', from: account, to: house, amount: 100 }),
    ).resolves.toMatchObject({ replayed: false });
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('posts a batch all or nothing: net member changes by one update, refusals and used keys leave no trace', async () => {
    const a = await fundedWallet(1_000);
    const b = await fundedWallet(500);
    const accounts = await database.db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.id} IN (${a.account}, ${b.account}, ${house})`);
    const transfer = (from: number, to: number, amount: number, idempotencyKey = key('batch')) => ({
      idempotencyKey,
      kind: 'bet' as const,
      from,
      to,
      amount,
    });
    const inTx = (transfers: ReturnType<typeof transfer>[]) =>
      database.db.transaction((tx) => postAllIn(tx, transfers, accounts));
    // One account twice in a batch: its balance moves by the sum, once.
    const balances = await inTx([
      transfer(a.account, house, 300),
      transfer(a.account, b.account, 200),
      transfer(b.account, house, 600),
    ]);
    expect(Object.fromEntries(balances)).toEqual({ [a.account]: 500, [b.account]: 100 });
    expect([await balanceOf(a.member.id), await balanceOf(b.member.id)]).toEqual([500, 100]);
    const entries = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
    const before = await entries();
    // A batch one transfer of which cannot be covered is refused whole.
    await expect(inTx([transfer(a.account, house, 100), transfer(b.account, house, 101)])).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    // A key used before: the caller is told to post one by one.
    const used = key('used');
    await post(database.db, transfer(a.account, house, 10, used));
    await expect(inTx([transfer(b.account, house, 10), transfer(a.account, house, 10, used)])).rejects.toBeInstanceOf(
      UsedKeyInBatch,
    );
    // An account the caller did not give is refused before anything is written.
    await expect(
      database.db.transaction((tx) => postAllIn(tx, [transfer(a.account, house, 10)], accounts.slice(0, 1))),
    ).rejects.toMatchObject({ code: 'account_not_found' });
    expect(await entries()).toBe(before + 1);
    expect([await balanceOf(a.member.id), await balanceOf(b.member.id)]).toEqual([490, 100]);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('rejects amounts that are not positive integers of minor units', async () => {
    const { account } = await fundedWallet(1_000);
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      await expect(
        post(database.db, {
          idempotencyKey: key('bad'),
          kind: 'bet',
          from: account,
          to: house,
          amount,
        }),
      ).rejects.toMatchObject({
        code: 'invalid_amount',
      });
    }
    await expect(
      postEntry(database.db, {
        idempotencyKey: key('unbalanced'),
        kind: 'adjustment',
        legs: [
          { accountId: account, amount: -5 },
          { accountId: house, amount: 4 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'unbalanced_entry' });
  });

  it('many concurrent posts against one wallet end exactly right', async () => {
    const { member, account } = await fundedWallet(1_000);
    const keys = Array.from({ length: 40 }, (_, i) => key(`race-${i}`));
    // 40 bets of 30 against 1,000, plus each key replayed once, all at the same time.
    const attempts = [...keys, ...keys].map((idempotencyKey) =>
      post(database.db, { idempotencyKey, kind: 'bet', from: account, to: house, amount: 30 }),
    );
    const results = await Promise.allSettled(attempts);
    const moved = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed).length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(moved).toBe(33);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof LedgerError)).toBe(
      true,
    );
    expect(await balanceOf(member.id)).toBe(1_000 - 33 * 30);
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('keeps the invariants under any sequence of movements (property)', async () => {
    const wallets = await Promise.all([fundedWallet(500), fundedWallet(0), fundedWallet(50)]);
    const accounts = [...wallets.map((w) => w.account), house];
    const move = fc.record({
      from: fc.nat(3),
      to: fc.nat(3),
      amount: fc.integer({ min: 1, max: 400 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { maxLength: 8 }), async (moves) => {
        for (const m of moves) {
          if (m.from === m.to) continue;
          await post(database.db, {
            idempotencyKey: key('prop'),
            kind: 'transfer',
            from: accounts[m.from]!,
            to: accounts[m.to]!,
            amount: m.amount,
          }).catch((error: unknown) => {
            if (!(error instanceof LedgerError && error.code === 'insufficient_funds')) throw error;
          });
        }
        expect(await ledgerInvariants(database)).toEqual(HEALTHY);
      }),
      { numRuns: 12 },
    );
  });

  it('the database itself refuses edits, unbalanced entries and negative member balances', async () => {
    const { account } = await fundedWallet(10);
    await expect(
      database.db.update(postings).set({ amount: 1 }).where(eq(postings.accountId, account)),
    ).rejects.toThrow();
    await expect(database.db.delete(journalEntries)).rejects.toThrow();
    await expect(
      database.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, account)),
    ).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ idempotencyKey: key('raw'), kind: 'adjustment' })
          .returning();
        await tx.insert(postings).values({ entryId: entry!.id, accountId: account, amount: 5 });
      }),
    ).rejects.toThrow();
    expect(await ledgerInvariants(database)).toEqual(HEALTHY);
  });

  it('demo-style deposits come from the sandbox provider, so every currency sums to zero', async () => {
    await fundedWallet(2_500);
    const [psp] = await database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.kind} = ${AccountKind.SANDBOX_PSP} AND ${ledgerAccounts.currency} = 'BRL'`,
      );
    expect(await accountBalance(database.db, psp!.id)).toBeLessThan(0);
    expect((await ledgerInvariants(database)).nonZeroCurrencies).toEqual([]);
  });
});
