import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * What services take: the database or an open transaction (a Drizzle transaction is a PgDatabase too),
 * so a service can run alone or inside a caller's transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
