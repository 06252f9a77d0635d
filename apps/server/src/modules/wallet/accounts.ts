import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ledgerAccounts, type LedgerAccountRow } from './tables';

/** Ledger account kinds. Member kinds belong to a member and never go below zero. */
export const AccountKind = {
  /** A member's main wallet (the balance the header shows). */
  MEMBER_MAIN: 'member_main',
  /** The operator's own money: bets won and lost, bonuses paid. */
  HOUSE: 'house',
  /** Money held at the built-in sandbox payment provider: the other side of deposits and withdrawals. */
  SANDBOX_PSP: 'sandbox_psp',
  /** A member's money held by withdrawals under review: out of the main wallet, not yet paid out. */
  MEMBER_HELD: 'member_held',
  /** A member's points (currency POINTS_CURRENCY); never below zero like any member account. */
  MEMBER_POINTS: 'member_points',
  /** A member's points held by redemptions under review. */
  MEMBER_POINTS_HELD: 'member_points_held',
  /** Where earned points come from and spent ones go: the other side of every points entry. */
  POINTS_ISSUER: 'points_issuer',
} as const;

/** Points live in the ledger as their own currency, so no entry can mix them with money. */
export const POINTS_CURRENCY = 'PTS';

/** A member's wallet at a game vendor (multi-wallet merchants): `member_game:PG`. */
export const gameWalletKind = (vendor: string) => `member_game:${vendor}` as const;

export type AccountKind =
  | (typeof AccountKind)[keyof typeof AccountKind]
  | ReturnType<typeof gameWalletKind>;

export interface AccountKey {
  ownerMemberId: string | null;
  kind: AccountKind;
  currency: string;
}

const byKey = (key: AccountKey) =>
  and(
    key.ownerMemberId === null
      ? isNull(ledgerAccounts.ownerMemberId)
      : eq(ledgerAccounts.ownerMemberId, key.ownerMemberId),
    eq(ledgerAccounts.kind, key.kind),
    eq(ledgerAccounts.currency, key.currency),
  );

export async function findAccount(db: Db, key: AccountKey): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(byKey(key));
  return row;
}

/** The account for this owner, kind and currency, created on first use. */
export async function openAccount(db: Db, key: AccountKey): Promise<LedgerAccountRow> {
  // Nearly always there already (the house is opened on every bet): read before trying to write.
  const existing = await findAccount(db, key);
  if (existing) return existing;
  await db.insert(ledgerAccounts).values(key).onConflictDoNothing();
  const row = await findAccount(db, key);
  if (!row) throw new Error(`ledger account ${key.kind}/${key.currency} could not be opened`);
  return row;
}

export const openSystemAccount = (
  db: Db,
  kind: typeof AccountKind.HOUSE | typeof AccountKind.SANDBOX_PSP,
  currency: string,
) => openAccount(db, { ownerMemberId: null, kind, currency });

export const openMemberMainAccount = (db: Db, memberId: string, currency: string) =>
  openAccount(db, { ownerMemberId: memberId, kind: AccountKind.MEMBER_MAIN, currency });

export const openMemberAccount = (db: Db, memberId: string, kind: AccountKind, currency: string) =>
  openAccount(db, { ownerMemberId: memberId, kind, currency });

const sameKey = (row: LedgerAccountRow, key: AccountKey) =>
  row.ownerMemberId === key.ownerMemberId && row.kind === key.kind && row.currency === key.currency;

/**
 * The accounts of these keys, in their order, read by one query (those missing opened as openAccount does):
 * what one entry's legs need, in one round trip.
 */
export async function openAccounts(db: Db, ...keys: AccountKey[]): Promise<LedgerAccountRow[]> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(or(...keys.map(byKey)));
  const accounts: LedgerAccountRow[] = [];
  for (const key of keys) accounts.push(rows.find((row) => sameKey(row, key)) ?? (await openAccount(db, key)));
  return accounts;
}

/** The member's main wallet and the house in the currency (a bet's two accounts), by one query. */
export async function openWalletAndHouse(db: Db, memberId: string, currency: string) {
  const [wallet, house] = await openAccounts(
    db,
    { ownerMemberId: memberId, kind: AccountKind.MEMBER_MAIN, currency },
    { ownerMemberId: null, kind: AccountKind.HOUSE, currency },
  );
  return { wallet: wallet!, house: house! };
}

/**
 * The members' accounts of a kind and currency (those that exist), locked FOR UPDATE in id order, the order
 * every ledger entry locks in, so a batch and single entries cannot deadlock.
 */
export const lockMemberAccounts = (
  db: Db,
  memberIds: readonly string[],
  kind: AccountKind,
  currency: string,
) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            inArray(ledgerAccounts.ownerMemberId, [...memberIds]),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
          ),
        )
        .orderBy(asc(ledgerAccounts.id))
        .for('update');

/** lockMemberAccounts opening the missing accounts first (a batch crediting members' points). */
export async function openAndLockMemberAccounts(
  db: Db,
  memberIds: readonly string[],
  kind: AccountKind,
  currency: string,
): Promise<LedgerAccountRow[]> {
  const locked = await lockMemberAccounts(db, memberIds, kind, currency);
  const opened = new Set(locked.map((account) => account.ownerMemberId));
  const missing = [...new Set(memberIds)].filter((id) => !opened.has(id));
  if (missing.length === 0) return locked;
  await db
    .insert(ledgerAccounts)
    .values(missing.map((ownerMemberId) => ({ ownerMemberId, kind, currency })))
    .onConflictDoNothing();
  return lockMemberAccounts(db, memberIds, kind, currency);
}
