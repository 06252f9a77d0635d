import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/database';
import { queryRows } from '../../src/db/query';

export const REGISTER_PASSWORD = 'Secret123';

let sequence = 0;
/** A fresh username that passes the rules: a letter, then letters and digits, at most 16 characters. */
export const freshUsername = (): string => `r${process.pid % 100_000}x${++sequence}`;

/** A valid RegisterRequest body for `username`, with `overrides` (which may break the contract). */
export const registration = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  password: REGISTER_PASSWORD,
  confirmPassword: REGISTER_PASSWORD,
  registerMethod: 'WEB',
  termsAccepted: true,
  // Brazil's register settings ask for one (spec §5: 18 or older).
  birthday: '1990-05-20',
  ...overrides,
});

export const registerRequest = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): InjectOptions => ({ method: 'PUT', url: '/wps/member/register', headers, payload });

export const NOTHING_STORED = { members: 0, wallets: 0, sessions: 0 };

/** How many members, ledger accounts and sessions exist for an account on a merchant, in any case. */
export async function storedFor(database: Database, account: string, merchantCode = 'BR') {
  const rows = await queryRows<{ members: number; wallets: number; sessions: number }>(
    database.db,
    sql`SELECT count(DISTINCT m.id)::int AS members, count(DISTINCT a.id)::int AS wallets,
               count(DISTINCT s.id)::int AS sessions
        FROM members m
        LEFT JOIN ledger_accounts a ON a.owner_member_id = m.id
        LEFT JOIN sessions s ON s.member_id = m.id
        WHERE m.merchant_code = ${merchantCode} AND lower(m.account) = lower(${account})`,
  );
  return rows[0];
}
