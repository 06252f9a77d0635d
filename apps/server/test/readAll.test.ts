import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { queryRows, readAll } from '../src/db/query';
import { databases } from './helpers/databases';

// A transaction's one connection runs one query at a time: readAll must not hand it several at once (node-postgres
// queues them, warning once a query waits behind another queued one, and pg 9 refuses it), and answers in order.
describe.each(databases('both'))('readAll on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const slowRead = (value: number) => () =>
    queryRows<{ value: number }>(database.db, sql`SELECT ${value}::int AS value, pg_sleep(0.05)`);

  it('answers in order on the pool and in a transaction, and never runs two queries on one connection', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const outside = await readAll(database.db, slowRead(1), slowRead(2), slowRead(3));
      expect(outside.map(([row]) => row!.value)).toEqual([1, 2, 3]);
      const inside = await database.db.transaction((tx) =>
        readAll(
          tx,
          () => queryRows<{ value: number }>(tx, sql`SELECT 4::int AS value, pg_sleep(0.05)`),
          () => queryRows<{ value: number }>(tx, sql`SELECT 5::int AS value`),
          () => queryRows<{ value: number }>(tx, sql`SELECT 6::int AS value`),
        ),
      );
      expect(inside.map(([row]) => row!.value)).toEqual([4, 5, 6]);
      // a warning is emitted on the next tick
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
