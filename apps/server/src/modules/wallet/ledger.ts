// The double-entry ledger: every money movement is one journal entry whose postings sum to zero, written
// in one transaction with the balances it changes. Deposits, withdrawals and bets are all built on post().
import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import { caseOf } from '../../db/query';
import type { Db } from '../../db/types';
import { journalEntries, ledgerAccounts, postings, type LedgerAccountRow } from './tables';

/**
 * What a movement is. A withdrawal is held first ('withdrawal': main -> held), then paid out
 * ('withdrawal_payout': held -> provider) or returned ('withdrawal_release': held -> main).
 */
export type EntryKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_payout'
  | 'withdrawal_release'
  | 'transfer'
  | 'bet'
  | 'win'
  | 'payout'
  | 'rollback'
  | 'bonus'
  | 'points_conversion'
  | 'points_earn'
  | 'points_redeem'
  | 'points_redeem_spent'
  | 'points_redeem_release'
  | 'agent_transfer'
  | 'contract_settlement'
  | 'adjustment'
  | 'reversal';

export type LedgerErrorCode =
  | 'invalid_amount'
  | 'unbalanced_entry'
  | 'account_not_found'
  | 'currency_mismatch'
  | 'insufficient_funds'
  | 'idempotency_conflict';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface Leg {
  accountId: number;
  /** Integer minor units; negative takes money out of the account, positive puts it in. */
  amount: number;
}

export interface EntryInput {
  /** Unique per movement; a retry with the same key returns the first result and moves nothing. */
  idempotencyKey: string;
  kind: EntryKind;
  legs: readonly Leg[];
  metadata?: Record<string, unknown>;
  /** When it happened at the source (a vendor's bet time, an imported history); default now. */
  occurredAt?: Date;
}

/** What postEntry checks of an account; a caller that read the rows already passes them (`accounts`). */
export type EntryAccount = Pick<LedgerAccountRow, 'id' | 'ownerMemberId' | 'currency'>;

export interface TransferInput {
  idempotencyKey: string;
  kind: EntryKind;
  /** Ledger account ids. */
  from: number;
  to: number;
  amount: number;
  metadata?: Record<string, unknown>;
  occurredAt?: Date;
}

export interface PostResult {
  entryId: number;
  /** True when the key had been used before: nothing moved this time. */
  replayed: boolean;
  createdAt: Date;
  legs: Leg[];
}

/** postIn's result: also the member accounts' balances after the entry, by account id (none on a replay). */
export interface PostedIn extends PostResult {
  memberBalances: Map<number, number>;
}

const isMinorUnits = (n: number) => Number.isSafeInteger(n);

/** One leg per account, sorted by account id: the canonical form compared on replay. */
function normalise(legs: readonly Leg[]): Leg[] {
  const byAccount = new Map<number, number>();
  for (const leg of legs) {
    if (!isMinorUnits(leg.amount) || !Number.isSafeInteger(leg.accountId)) {
      throw new LedgerError('invalid_amount', `amounts are integer minor units, got ${leg.amount}`);
    }
    byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0) + leg.amount);
  }
  const result = [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, amount }));
  if (result.length < 2)
    throw new LedgerError('unbalanced_entry', 'an entry moves money between at least two accounts');
  if (result.reduce((sum, leg) => sum + leg.amount, 0) !== 0) {
    throw new LedgerError('unbalanced_entry', 'the legs of an entry must sum to zero');
  }
  return result.sort((a, b) => a.accountId - b.accountId);
}

const sameLegs = (a: Leg[], b: Leg[]) =>
  a.length === b.length &&
  a.every((leg, i) => leg.accountId === b[i]?.accountId && leg.amount === b[i]?.amount);

async function replay(tx: Db, input: EntryInput, legs: Leg[]): Promise<PostResult> {
  const [entry] = await tx
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, input.idempotencyKey));
  if (!entry) throw new Error(`journal entry ${input.idempotencyKey} vanished`);
  const previous = await tx
    .select({ accountId: postings.accountId, amount: postings.amount })
    .from(postings)
    .where(eq(postings.entryId, entry.id))
    .orderBy(asc(postings.accountId));
  if (entry.kind !== input.kind || !sameLegs(previous, legs)) {
    throw new LedgerError(
      'idempotency_conflict',
      `idempotency key ${input.idempotencyKey} was used for a different movement`,
    );
  }
  return { entryId: entry.id, replayed: true, createdAt: entry.createdAt, legs: previous };
}

/** Posts one balanced entry. Runs in its own transaction, or a savepoint inside the caller's. */
export async function postEntry(db: Db, input: EntryInput): Promise<PostResult> {
  const legs = normalise(input.legs);
  return db.transaction(async (tx) => {
    const { memberBalances: _, ...result } = await postLegs(tx, input, legs);
    return result;
  });
}

/**
 * Adds each change to its member account's balance by one conditional UPDATE and returns the balances
 * after it; refused whole (insufficient_funds, or invalid_amount past the largest safe integer) when a
 * balance would leave that range. The rows it changes are locked until the transaction ends.
 */
async function changeBalances(
  tx: Db,
  changes: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const ids = [...changes.keys()];
  const change = caseOf(ledgerAccounts.id, changes, 'bigint');
  const updated = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${change}` })
    .where(
      and(
        inArray(ledgerAccounts.id, ids),
        sql`${ledgerAccounts.balance} + ${change} BETWEEN 0 AND ${Number.MAX_SAFE_INTEGER}`,
      ),
    )
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
  if (updated.length === ids.length) return new Map(updated.map((row) => [row.id, row.balance]));
  const refused = ids.find((id) => !updated.some((row) => row.id === id))!;
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, refused));
  const amount = changes.get(refused)!;
  const code = (row?.balance ?? 0) + amount < 0 ? 'insufficient_funds' : 'invalid_amount';
  throw new LedgerError(code, `account ${refused} holds ${row?.balance}, cannot take ${amount}`);
}

/** Posts an entry whose legs are normalised, in `tx` (see postIn for `known`). */
async function postLegs(
  tx: Db,
  input: EntryInput,
  legs: Leg[],
  known?: readonly EntryAccount[],
): Promise<PostedIn> {
  // The unique key decides who moves the money: a concurrent twin waits here, then sees our entry.
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      metadata: input.metadata ?? {},
      ...(input.occurredAt && { createdAt: input.occurredAt }),
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning();
  if (!entry) return { ...(await replay(tx, input, legs)), memberBalances: new Map() };

  const ids = legs.map((leg) => leg.accountId);
  const byId = known && new Map(known.map((account) => [account.id, account]));
  const accounts =
    byId && ids.every((id) => byId.has(id))
      ? ids.map((id) => byId.get(id)!)
      : await tx
          .select({ id: ledgerAccounts.id, ownerMemberId: ledgerAccounts.ownerMemberId, currency: ledgerAccounts.currency })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, ids))
          .orderBy(asc(ledgerAccounts.id));
  if (accounts.length !== ids.length)
    throw new LedgerError('account_not_found', `no ledger account among ${ids.join(', ')}`);
  if (new Set(accounts.map((a) => a.currency)).size !== 1) {
    throw new LedgerError('currency_mismatch', 'an entry moves money in one currency');
  }

  // A member balance lives on its row and changes by one conditional update, which also locks the
  // row (legs are in id order, so two entries cannot deadlock). A system account's balance is the
  // sum of its postings instead: the house is on every bet, and one row for it would queue them all.
  const memberBalances = new Map<number, number>();
  for (const [i, account] of accounts.entries()) {
    if (account.ownerMemberId === null) continue;
    for (const [id, balance] of await changeBalances(tx, new Map([[account.id, legs[i]!.amount]])))
      memberBalances.set(id, balance);
  }
  await tx.insert(postings).values(legs.map((leg) => ({ entryId: entry.id, ...leg })));
  return { entryId: entry.id, replayed: false, createdAt: entry.createdAt, legs, memberBalances };
}

/** A transfer's entry: `amount` (a positive integer of minor units) from one account to the other. */
function transferEntry(input: TransferInput): EntryInput {
  if (!isMinorUnits(input.amount) || input.amount <= 0) {
    throw new LedgerError(
      'invalid_amount',
      `an amount is a positive integer of minor units, got ${input.amount}`,
    );
  }
  return {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    metadata: input.metadata,
    occurredAt: input.occurredAt,
    legs: [
      { accountId: input.from, amount: -input.amount },
      { accountId: input.to, amount: input.amount },
    ],
  };
}

/** Moves `amount` minor units from one ledger account to another. */
export async function post(db: Db, input: TransferInput): Promise<PostResult> {
  return postEntry(db, transferEntry(input));
}

/**
 * post in the caller's transaction with no savepoint of its own, for a caller whose transaction fails whole
 * when the entry is refused (a bet stored with its stake). `accounts` are the legs' account rows when the
 * caller read them already (checked the same way; a leg without its row is read).
 */
export async function postIn(
  tx: Db,
  input: TransferInput,
  accounts?: readonly EntryAccount[],
): Promise<PostedIn> {
  const entry = transferEntry(input);
  return postLegs(tx, entry, normalise(entry.legs), accounts);
}

/** postAllIn found an entry's key used before: nothing was posted, and the caller posts one by one. */
export class UsedKeyInBatch extends Error {
  constructor() {
    super('an idempotency key of the batch was used before');
    this.name = 'UsedKeyInBatch';
  }
}

/**
 * Many transfers in the caller's transaction in three statements whatever their number (entries, member
 * balances, postings), for a caller that gathered them (a crash round's bets). All or nothing: a refusal
 * (funds, currency, an account not in `accounts`, a used key: UsedKeyInBatch) fails the whole transaction,
 * so the caller checks what it can first, locks the member accounts in id order (one UPDATE changes them
 * all), and falls back to postIn per transfer. Returns the member accounts' balances after it.
 */
export async function postAllIn(
  tx: Db,
  inputs: readonly TransferInput[],
  accounts: readonly EntryAccount[],
): Promise<Map<number, number>> {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const entries = inputs.map((input) => {
    const entry = transferEntry(input);
    const legs = normalise(entry.legs);
    const known = legs.map((leg) => byId.get(leg.accountId));
    if (known.some((account) => !account))
      throw new LedgerError('account_not_found', `an account of ${input.idempotencyKey} was not given`);
    if (new Set(known.map((account) => account!.currency)).size !== 1)
      throw new LedgerError('currency_mismatch', 'an entry moves money in one currency');
    return { entry, legs };
  });
  if (entries.length === 0) return new Map();
  const inserted = await tx
    .insert(journalEntries)
    .values(
      entries.map(({ entry }) => ({
        idempotencyKey: entry.idempotencyKey,
        kind: entry.kind,
        metadata: entry.metadata ?? {},
        ...(entry.occurredAt && { createdAt: entry.occurredAt }),
      })),
    )
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id, idempotencyKey: journalEntries.idempotencyKey });
  if (inserted.length !== entries.length) throw new UsedKeyInBatch();
  const idOf = new Map(inserted.map((row) => [row.idempotencyKey, row.id]));
  const changes = new Map<number, number>();
  for (const { legs } of entries)
    for (const leg of legs)
      if (byId.get(leg.accountId)!.ownerMemberId !== null)
        changes.set(leg.accountId, (changes.get(leg.accountId) ?? 0) + leg.amount);
  const balances = changes.size > 0 ? await changeBalances(tx, changes) : new Map<number, number>();
  await tx.insert(postings).values(
    entries.flatMap(({ entry, legs }) =>
      legs.map((leg) => ({ entryId: idOf.get(entry.idempotencyKey)!, ...leg })),
    ),
  );
  return balances;
}

/**
 * Corrects a posted entry the only way an append-only ledger allows: a new entry with every leg negated
 * (kind 'reversal' unless given, e.g. 'rollback' for a cancelled bet). Idempotent by its own key, and
 * refused like any entry when it would take a member balance below zero.
 */
export async function reverseEntry(
  db: Db,
  input: {
    entryId: number;
    idempotencyKey: string;
    kind?: EntryKind;
    metadata?: Record<string, unknown>;
  },
): Promise<PostResult> {
  const legs = await db
    .select({ accountId: postings.accountId, amount: postings.amount })
    .from(postings)
    .where(eq(postings.entryId, input.entryId));
  if (legs.length === 0) throw new LedgerError('account_not_found', `no entry ${input.entryId}`);
  return postEntry(db, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind ?? 'reversal',
    metadata: { ...input.metadata, reverses: input.entryId },
    legs: legs.map((leg) => ({ accountId: leg.accountId, amount: -leg.amount })),
  });
}

/**
 * The balance of any account: a member's from its row, a system account's (house, provider) as the sum
 * of its postings, since postEntry keeps no running balance for those.
 */
export async function accountBalance(db: Db, accountId: number): Promise<number> {
  const [account] = await db
    .select({ ownerMemberId: ledgerAccounts.ownerMemberId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!account) throw new LedgerError('account_not_found', `no ledger account ${accountId}`);
  if (account.ownerMemberId !== null) return account.balance;
  const [row] = await db
    .select({ total: sum(postings.amount).mapWith(Number) })
    .from(postings)
    .where(eq(postings.accountId, accountId));
  return row?.total ?? 0;
}
