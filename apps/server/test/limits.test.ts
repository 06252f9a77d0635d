// Limits shared by server processes (issue 18): the fixed-window counter in memory and in the database
// (cluster.test.ts has two servers on one PostgreSQL counting the same limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  DatabaseHitCounter,
  MemoryHitCounter,
  type HitCounter,
} from '../src/modules/limits/counter';
import {
  storeTransactionPassword,
  verifyTransactionPassword,
} from '../src/modules/profile/transactionPassword';
import { seedMerchants } from '../src/seed';
import { databases } from './helpers/databases';
import { newMember, uniqueAccount } from './helpers/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases('both'))('hit counters on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await seedMerchants(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const counters: [string, () => HitCounter][] = [
    ['memory', () => new MemoryHitCounter()],
    ['database', () => new DatabaseHitCounter(database.db)],
  ];

  it.each(counters)(
    '%s: counts within a window, peeks without counting, starts again after it',
    async (_, make) => {
      const counter = make();
      const key = uniqueAccount('key');
      expect(await counter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      expect((await counter.hit(key, 60_000)).count).toBe(1);
      const second = await counter.hit(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await counter.peek(key)).count).toBe(2);
      // Another key is another count.
      expect((await counter.hit(`${key}-other`, 60_000)).count).toBe(1);
      // A window that has ended counts from 1 again (a short one, so the test need not wait long).
      const brief = `${key}-brief`;
      await counter.hit(brief, 200);
      await sleep(300);
      expect((await counter.peek(brief)).count).toBe(0);
      expect((await counter.hit(brief, 200)).count).toBe(1);
      await counter.clear(key);
      expect((await counter.peek(key)).count).toBe(0);
    },
  );

  it('database: hits at once each get their own count', async () => {
    const counter = new DatabaseHitCounter(database.db);
    const key = uniqueAccount('burst');
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => counter.hit(key, 60_000).then((h) => h.count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('the transaction-password lock survives a restart: it is counted in the database', async () => {
    const member = await newMember(database);
    await storeTransactionPassword(database.db, member.id, '135790');
    for (let i = 0; i < 5; i++)
      await expect(
        verifyTransactionPassword(database.db, member.id, '000000'),
      ).rejects.toMatchObject({
        code: 'incorrect_password',
      });
    // A new process sees the same database: still locked, even with the right password.
    await expect(verifyTransactionPassword(database.db, member.id, '135790')).rejects.toMatchObject(
      {
        code: 'too_many_requests',
      },
    );
  });
});
