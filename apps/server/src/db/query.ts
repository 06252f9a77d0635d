import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './types';

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared Db type cannot see. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQLWrapper,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
