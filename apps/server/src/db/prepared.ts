// Prepared statements on both drivers for the hot reads that answer one JSON column (jsonObject).
//
// Drizzle builds the SQL once. node-postgres then runs it as a named statement (PostgreSQL plans it once per
// connection), read by position with no ORM mapping per call.
// PGlite: Drizzle sends every query unnamed (parse, describe, bind, describe, execute, sync: six calls into the
// engine), and the engine plans it again each time: about 1 ms of a 1.2 ms session lookup. Here the statement is
// parsed once under its name on the PGlite instance, and each call binds and executes it in one message, holding
// both of PGlite's locks as its own `query` does: the transaction lock (no other caller's transaction is open
// meanwhile; `runExclusive` alone takes only the query lock) and the query lock. A handle inside a transaction
// has no client of its own and takes Drizzle's prepared query.
import { PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './types';

/** A Drizzle select of one column named `row` (a jsonObject). */
export interface JsonRowQuery<R> {
  prepare(name: string): JsonRowStatement<R>;
  toSQL(): { sql: string; params: unknown[] };
}

export interface JsonRowStatement<R> {
  execute(values?: Record<string, unknown>): Promise<{ row: R }[]>;
}

/** The statements parsed on each PGlite instance: name -> SQL text. */
const parsedOn = new WeakMap<PGlite, Map<string, string>>();

/** The value as PostgreSQL's text format takes it (what node-postgres sends for the same value). */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`prepared statement: a ${typeof value} parameter has no text form here`);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Binds and runs the named statement (parsing it first on this instance's first call); the rows' first fields. */
async function runNamed(
  client: PGlite,
  name: string,
  text: string,
  values: (string | null)[],
): Promise<(string | null)[]> {
  let parsed = parsedOn.get(client);
  if (!parsed) parsedOn.set(client, (parsed = new Map()));
  const statements = parsed;
  const { serialize } = protocol;
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      // Checked inside the exclusive run: two first calls at once parse it once.
      const known = statements.get(name);
      if (known !== undefined && known !== text)
        throw new Error(`prepared statement "${name}" is already parsed with another text`);
      if (known === undefined) {
        await client.execProtocol(
          concat([serialize.parse({ name, text, types: [] }), serialize.sync()]),
        );
        statements.set(name, text);
      }
      // A database error is thrown after the sync: the connection is ready for the next query either way.
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      const rows: (string | null)[] = [];
      for (const m of messages)
        if (m.name === 'dataRow')
          rows.push((m as InstanceType<typeof protocol.messages.DataRowMessage>).fields[0] ?? null);
      return rows;
    }),
  );
}

/**
 * The query prepared under `name` on `db`'s connection(s): a named statement on node-postgres and on PGlite, Drizzle's
 * prepared query inside a transaction. Either way `execute` answers `[{ row }]`.
 */
export function prepareJsonRow<R>(
  db: Db,
  name: string,
  query: JsonRowQuery<R>,
): JsonRowStatement<R> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql, params } = query.toSQL();
    return {
      async execute(values = {}) {
        // The column has no name of its own (json_build_object): read by position.
        const config = {
          name,
          text: sql,
          values: fillPlaceholders(params, values),
          rowMode: 'array' as const,
        };
        const { rows } = await client.query<[R]>(config);
        return rows.map(([row]) => ({ row }));
      },
    };
  }
  if (!(client instanceof PGlite)) return query.prepare(name);
  const { sql, params } = query.toSQL();
  return {
    async execute(values = {}) {
      const fields = await runNamed(
        client,
        name,
        sql,
        fillPlaceholders(params, values).map(textValue),
      );
      return fields.map((field) => ({ row: (field === null ? null : JSON.parse(field)) as R }));
    },
  };
}
