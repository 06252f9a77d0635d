// The API bench's yardstick (bench/api.mjs): a minimal Fastify server doing the balance read's logical work
// with one prepared statement and nothing else (no contract, no guards, no ORM): hash the bearer token, find
// the live session with its member and merchant, read the main balance, answer the envelope. `GET /constant`
// is raw Fastify returning a constant, the ceiling of the HTTP layer on this machine.
//
// `node bench/baseline-api.mjs` with DATABASE_URL: on that PostgreSQL (Croupier's own database, so the same
// rows), through node-postgres' default pool. Without DATABASE_URL: on an in-memory PGlite of its own with
// Croupier's migrations applied and one member, the token printed on stdout (`token <token>`), where `/balance`
// is one PGlite query (parsed and planned on every call, as PGlite's query API does) and `/balance-prepared` the
// same statement parsed once and executed by name (on PostgreSQL both are the named statement).
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8196);
const hash = (token) => createHash('sha256').update(token).digest('hex');

const BALANCE_SQL = `SELECT a.balance, mc.currency
  FROM sessions s
  JOIN members m ON m.id = s.member_id
  JOIN merchants mc ON mc.merchant_code = m.merchant_code
  LEFT JOIN ledger_accounts a ON a.owner_member_id = m.id AND a.kind = 'member_main' AND a.currency = mc.currency
  WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;

/**
 * `query(tokenHash)` resolves to the rows of BALANCE_SQL; `prepared(tokenHash)` too, as a named statement on
 * PGlite (its query API has none: it parses and plans every call), the same as `query` on PostgreSQL.
 */
async function openStore() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    // bigint as a number, as Croupier reads it.
    pg.types.setTypeParser(20, Number);
    const query = (tokenHash) =>
      pool.query({ name: 'baseline_balance', text: BALANCE_SQL, values: [tokenHash] }).then((r) => r.rows);
    return { query, prepared: query };
  }
  // PGlite: Croupier's own schema (its migrations: the same tables, indexes and triggers), one member.
  const { PGlite, protocol } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = await PGlite.create();
  const migrationsFolder = fileURLToPath(new URL('../apps/server/drizzle', import.meta.url));
  await migrate(drizzle({ client: db }), { migrationsFolder });
  await db.exec(`
    INSERT INTO merchants (merchant_code, country, country_name, currency, lang_list)
      VALUES ('BR', 'BR', 'Brazil', 'BRL', '{EN}');
    INSERT INTO members (merchant_code, account, nickname, password_hash) VALUES ('BR', 'bench', 'bench', 'x');
    INSERT INTO ledger_accounts (owner_member_id, kind, currency, balance)
      SELECT id, 'member_main', 'BRL', 123456 FROM members;`);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, expires_at) SELECT $1, id, now() + interval '1 day' FROM members`,
    [hash(token)],
  );
  console.log(`token ${token}`);
  const query = (tokenHash) =>
    db.query(BALANCE_SQL, [tokenHash]).then((r) => r.rows.map((row) => ({ ...row, balance: Number(row.balance) })));
  // Parsed once, then bind + execute + sync in one message. Under PGlite's query lock: execProtocol keeps one
  // call's results on the instance, so two calls at once would read each other's rows.
  const { serialize } = protocol;
  await db.execProtocol(Buffer.concat([serialize.parse({ name: 'balance', text: BALANCE_SQL }), serialize.sync()]));
  const prepared = async (tokenHash) => {
    const message = Buffer.concat([serialize.bind({ statement: 'balance', values: [tokenHash] }), serialize.execute({}), serialize.sync()]);
    const { messages } = await db.runExclusive(() => db.execProtocol(message));
    return messages
      .filter((m) => m.name === 'dataRow')
      .map(({ fields: [balance, currency] }) => ({ balance: balance === null ? null : Number(balance), currency }));
  };
  return { query, prepared };
}

const store = await openStore();
const app = Fastify({ logger: false });
app.get('/constant', async () => ({ success: true, value: { ok: true } }));
for (const [path, query] of [['/balance', store.query], ['/balance-prepared', store.prepared]])
  app.get(path, async (request, reply) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const [row] = token ? await query(hash(token)) : [];
    if (!row) return reply.code(401).send({ success: false, code: 'not_logged_in' });
    return { success: true, value: { balance: row.balance ?? 0, currency: row.currency } };
  });
await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
