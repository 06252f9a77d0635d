import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { prepareJsonRow } from '../src/db/prepared';
import { jsonObject } from '../src/db/query';
import { members } from '../src/modules/member/tables';
import { merchants } from '../src/modules/system/tables';
import { databases } from './helpers/databases';

// The hot authenticated reads are prepared on both drivers (db/prepared.ts): on PGlite a named statement of
// our own, which must answer what Drizzle answers, keep no half-run state after an error and never run inside
// another caller's transaction.
describe.each(databases('both'))('prepareJsonRow on $name', ({ open }) => {
  let database: Database;
  const byAccount = (db: Database['db']) =>
    db
      .select({
        row: jsonObject({
          account: members.account,
          language: members.language,
          createdAt: members.createdAt,
          currency: merchants.currency,
          languages: merchants.langList,
          since: sql<boolean>`${members.createdAt} < ${sql.placeholder('before')}`,
        }),
      })
      .from(members)
      .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
      .where(eq(members.account, sql.placeholder('account')));

  beforeAll(async () => {
    database = await open();
    await database.db.insert(merchants).values({
      merchantCode: 'PS',
      country: 'BR',
      countryName: 'Brazil',
      currency: 'BRL',
      langList: ['EN', 'PT'],
    });
    await database.db.insert(members).values(
      ['prep_one', 'prep_two'].map((account) => ({
        merchantCode: 'PS',
        account,
        nickname: account,
        passwordHash: 'x',
      })),
    );
  });
  afterAll(() => database.close());

  it('answers the rows Drizzle answers, for each call with its own values', async () => {
    const statement = prepareJsonRow(database.db, 'test_prep_by_account', byAccount(database.db));
    const before = new Date(Date.now() + 60_000).toISOString();
    for (const account of ['prep_one', 'prep_two', 'prep_one']) {
      const prepared = await statement.execute({ account, before });
      const drizzle = await byAccount(database.db)
        .prepare(`test_prep_drizzle_${account}`)
        .execute({ account, before });
      expect(prepared).toEqual(drizzle);
      expect(prepared).toEqual([
        {
          row: {
            account,
            language: null,
            createdAt: expect.any(String),
            currency: 'BRL',
            languages: ['EN', 'PT'],
            since: true,
          },
        },
      ]);
    }
    expect(await statement.execute({ account: 'nobody', before })).toEqual([]);
  });

  it('parses a statement once when its first calls come together', async () => {
    const statement = prepareJsonRow(database.db, 'test_prep_together', byAccount(database.db));
    const before = new Date().toISOString();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        statement.execute({
          account: i % 2 ? 'prep_one' : 'prep_two',
          before: i % 3 ? before : null,
        }),
      ),
    );
    expect(answers.map((rows) => rows[0]!.row.account)).toEqual(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? 'prep_one' : 'prep_two')),
    );
    // A null parameter is SQL null: the comparison is null too.
    expect(answers[0]![0]!.row.since).toBeNull();
  });

  it('refuses a value the database cannot take, and the next call works', async () => {
    const statement = prepareJsonRow(database.db, 'test_prep_error', byAccount(database.db));
    await expect(
      statement.execute({ account: 'prep_one', before: 'not a time' }),
    ).rejects.toThrow();
    const [found] = await statement.execute({ account: 'prep_one', before: new Date() });
    expect(found!.row.account).toBe('prep_one');
    expect(await database.db.$count(members)).toBeGreaterThan(1);
  });

  it('waits for another caller’s transaction instead of running inside it', async () => {
    const statement = prepareJsonRow(database.db, 'test_prep_outside', byAccount(database.db));
    const before = new Date(Date.now() + 60_000).toISOString();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.update(members).set({ language: 'PT' }).where(eq(members.account, 'prep_two'));
      updated();
      await held;
      tx.rollback();
    });
    await inside;
    const read = statement.execute({ account: 'prep_two', before });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow();
    // Run inside the transaction, it would have seen the uncommitted language.
    expect((await read)[0]!.row.language).toBeNull();
  });

  it('takes Drizzle’s path inside a transaction (a transaction handle has no client of its own)', async () => {
    const rows = await database.db.transaction(async (tx) =>
      prepareJsonRow(tx, 'test_prep_in_tx', byAccount(tx)).execute({
        account: 'prep_one',
        before: new Date().toISOString(),
      }),
    );
    expect(rows[0]!.row.account).toBe('prep_one');
  });
});
