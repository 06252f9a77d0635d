import { Column, is, SQL, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/**
 * Independent reads: at once on the pool, one after another in a transaction, whose one connection runs one query
 * at a time (node-postgres would queue the rest, which it deprecates and pg 9 refuses).
 */
export async function readAll<T extends unknown[]>(
  db: Db,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared Db type cannot see. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQLWrapper,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** What jsonObject builds from: columns and SQL expressions by name, nested. */
export type JsonShape = { [key: string]: AnyColumn | SQL<unknown> | JsonShape };
/** A column's value as JSON carries it: a timestamp is its ISO text. */
type JsonValueOf<C extends AnyColumn> =
  | (C['_']['data'] extends Date ? string : C['_']['data'])
  | (C['_']['notNull'] extends true ? never : null);
/** The object jsonObject's column holds. */
export type JsonOf<S extends JsonShape> = {
  [K in keyof S]: S[K] extends AnyColumn
    ? JsonValueOf<S[K]>
    : S[K] extends SQL<infer T>
      ? T
      : S[K] extends JsonShape
        ? JsonOf<S[K]>
        : never;
};

/**
 * `json_build_object(...)` over a shape of columns and expressions, nested as given: a hot read's whole row
 * as one column. The driver then parses one JSON value (natively) where it would set up and run a parser per
 * column, and the ORM maps one field where it would map each: on the authenticated reads, about a tenth of a
 * request's time. A timestamp arrives as ISO text (JsonOf types it so). A column of a left join's table can be
 * null whatever its type says: coalesce it (as the balance read does).
 */
export function jsonObject<S extends JsonShape>(shape: S): SQL<JsonOf<S>> {
  const pairs = Object.entries(shape).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`jsonObject: "${key}" is not a plain name`);
    const expression = is(value, Column) || is(value, SQL) ? value : jsonObject(value as JsonShape);
    return sql`${sql.raw(`'${key}'`)}, ${expression}`;
  });
  return sql<JsonOf<S>>`json_build_object(${sql.join(pairs, sql`, `)})`;
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
