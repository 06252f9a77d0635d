// The benches' scratch databases on PostgreSQL: CREATE and DROP DATABASE through a short-lived client.
import pg from 'pg';

/** Runs one statement on the PostgreSQL at `url`; false when none answers there or the statement fails. */
export async function adminStatement(url, statement) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
