import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './types';

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared Db type cannot see. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQLWrapper,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * `prepare` run once per database handle (a Drizzle prepared statement belongs to the handle it was built on);
 * returns the function that finds the handle's.
 */
export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = prepare(db)));
    return value;
  };
}

/**
 * `CASE key WHEN k THEN v … END` over a map of values by key, with the values cast to `type`: one UPDATE that
 * sets each row its own value (a batch's balances, its bets' payouts).
 */
export function caseOf(
  key: AnyColumn,
  values: ReadonlyMap<string | number, unknown>,
  type: 'bigint' | 'integer' | 'text',
): SQL {
  const whens = [...values].map(([k, v]) => sql`WHEN ${k} THEN ${v}::${sql.raw(type)}`);
  return sql`(CASE ${key} ${sql.join(whens, sql` `)} END)`;
}
