// Contract settlement (spec §9): each period of a contract in force pays the holder once, through the
// ledger, from the upline that offered it (the house for a top agent's contracts from the platform).
// The (contract, period) row and the ledger entry are written in one transaction: a runner that dies
// half way leaves nothing, a second runner racing on the same period waits on the unique key and then
// finds it settled, and the ledger's idempotency key guards the money once more.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { Db } from '../../db/types';
import { members } from '../member/tables';
import { merchants } from '../system/tables';
import { AccountKind, openMemberMainAccount, openSystemAccount } from '../wallet/accounts';
import { LedgerError, post } from '../wallet/ledger';
import { endedPeriods, type Period } from './periods';
import { agentContracts, contractSettlements, type AgentContractRow } from './tables';

export interface TeamFigures {
  validBet: number;
  /** The team's win minus bet (negative when the team lost). */
  profitLoss: number;
  activeMembers: number;
}

/**
 * The holder's team (its whole subtree, itself included: the member_tree rows under it, depth 0 too) in
 * [from, to): settled rounds' valid bet and profit/loss, and how many members had a settled bet. Per round,
 * not from member_bet_days: a real-time salary period is 5 minutes.
 */
export async function teamFigures(
  db: Db,
  holderId: string,
  from: Date,
  to: Date,
): Promise<TeamFigures> {
  const [row] = await queryRows<{ valid_bet: string; profit_loss: string; active: string }>(
    db,
    sql`
    SELECT coalesce(sum(r.valid_bet), 0) AS valid_bet,
           coalesce(sum(r.win_amount - r.bet_amount), 0) AS profit_loss,
           count(DISTINCT r.member_id) AS active
    FROM game_rounds r
    JOIN member_tree t ON t.descendant_id = r.member_id AND t.ancestor_id = ${holderId}
    WHERE r.status = 'settled' AND r.bet_at >= ${from.toISOString()} AND r.bet_at < ${to.toISOString()}`,
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    profitLoss: Number(row?.profit_loss ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}

/** What a period pays under the contract's terms; 0 when the team missed a threshold. */
export function settlementAmount(contract: AgentContractRow, team: TeamFigures): number {
  if (team.activeMembers < contract.activeMembers) return 0;
  if (team.validBet < contract.periodValidBet) return 0;
  if (contract.type === 'dividend') {
    const loss = -team.profitLoss;
    if (loss <= 0 || loss < contract.periodProfitLoss) return 0;
    return Math.floor((loss * contract.rateBps) / 10_000);
  }
  if (team.validBet < contract.betAmount) return 0;
  return Math.floor((team.validBet * contract.rateBps) / 10_000);
}

export interface SettleHooks {
  /** Called inside the transaction after the money moved: tests throw here to simulate a crash. */
  afterPayment?: () => Promise<void> | void;
}

export interface SettleOutcome {
  status: 'paid' | 'nothing' | 'unpaid' | 'already';
  amount: number;
}

async function currencyOf(db: Db, memberId: string): Promise<string> {
  const [row] = await db
    .select({ currency: merchants.currency })
    .from(members)
    .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
    .where(eq(members.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row.currency;
}

/** Settles one period of one contract, exactly once. */
export async function settlePeriod(
  db: Db,
  contract: AgentContractRow,
  period: Period,
  hooks: SettleHooks = {},
): Promise<SettleOutcome> {
  const currency = await currencyOf(db, contract.memberId);
  return db.transaction(async (tx) => {
    // Claim the period: a concurrent runner blocks here until we commit or roll back.
    const [claimed] = await tx
      .insert(contractSettlements)
      .values({
        contractId: contract.id,
        memberId: contract.memberId,
        type: contract.type,
        periodStart: period.start,
        periodEnd: period.end,
        currency,
        rateBps: contract.rateBps,
        status: 'unpaid',
      })
      .onConflictDoNothing()
      .returning({ id: contractSettlements.id });
    let id = claimed?.id;
    if (!id) {
      // Settled before; only an unpaid one (the payer's wallet was short) is tried again.
      const [existing] = await tx
        .select()
        .from(contractSettlements)
        .where(
          and(
            eq(contractSettlements.contractId, contract.id),
            eq(contractSettlements.periodStart, period.start),
          ),
        )
        .for('update');
      if (!existing || existing.status !== 'unpaid') return { status: 'already', amount: 0 };
      id = existing.id;
    }
    // Bets count from the moment the contract was accepted, to the end of the period or the contract.
    const from = new Date(Math.max(period.start.getTime(), contract.acceptedAt?.getTime() ?? 0));
    const to = new Date(Math.min(period.end.getTime(), contract.endedAt?.getTime() ?? Infinity));
    const team = await teamFigures(tx, contract.memberId, from, to);
    const amount = settlementAmount(contract, team);
    const figures = {
      teamValidBet: team.validBet,
      teamProfitLoss: team.profitLoss,
      activeMembers: team.activeMembers,
      amount,
      settledAt: new Date(),
    };
    if (amount === 0) {
      await tx
        .update(contractSettlements)
        .set({ ...figures, status: 'nothing' })
        .where(eq(contractSettlements.id, id));
      return { status: 'nothing', amount: 0 };
    }
    const to_ = await openMemberMainAccount(tx, contract.memberId, currency);
    const from_ = contract.offeredBy
      ? await openMemberMainAccount(tx, contract.offeredBy, currency)
      : await openSystemAccount(tx, AccountKind.HOUSE, currency);
    try {
      const entry = await post(tx, {
        idempotencyKey: `contract:${contract.id}:${period.start.toISOString()}`,
        kind: 'contract_settlement',
        from: from_.id,
        to: to_.id,
        amount,
        occurredAt: period.end,
        metadata: {
          contractId: contract.id,
          type: contract.type,
          periodStart: period.start.toISOString(),
        },
      });
      await tx
        .update(contractSettlements)
        .set({ ...figures, status: 'paid', journalEntryId: entry.entryId })
        .where(eq(contractSettlements.id, id));
    } catch (error) {
      if (!(error instanceof LedgerError && error.code === 'insufficient_funds')) throw error;
      await tx
        .update(contractSettlements)
        .set({ ...figures, status: 'unpaid' })
        .where(eq(contractSettlements.id, id));
      return { status: 'unpaid', amount: 0 };
    }
    await hooks.afterPayment?.();
    return { status: 'paid', amount };
  });
}

export interface SettleRun {
  settled: number;
  paid: number;
  amount: number;
}

/**
 * Settles every period that has ended by `now` of every contract that was in force in it, and retries
 * unpaid ones. Safe to run from any number of processes at once, and again after a crash.
 */
export async function settleDue(
  db: Db,
  now = new Date(),
  hooks: SettleHooks = {},
): Promise<SettleRun> {
  const contracts = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.status, ['active', 'terminated']),
        sql`${agentContracts.acceptedAt} IS NOT NULL`,
        sql`(${agentContracts.endedAt} IS NULL OR ${agentContracts.endedAt} > ${agentContracts.acceptedAt})`,
      ),
    )
    .orderBy(asc(agentContracts.acceptedAt));
  const run: SettleRun = { settled: 0, paid: 0, amount: 0 };
  for (const contract of contracts) {
    // Start after the last settled period; unpaid ones are retried from their own rows.
    const [last] = await db
      .select({ end: sql<string | null>`max(${contractSettlements.periodEnd})` })
      .from(contractSettlements)
      .where(eq(contractSettlements.contractId, contract.id));
    const lastEnd = last?.end ? new Date(last.end) : null;
    const from = lastEnd && lastEnd > contract.acceptedAt! ? lastEnd : contract.acceptedAt!;
    const unpaid = await db
      .select({ start: contractSettlements.periodStart, end: contractSettlements.periodEnd })
      .from(contractSettlements)
      .where(
        and(
          eq(contractSettlements.contractId, contract.id),
          eq(contractSettlements.status, 'unpaid'),
        ),
      );
    const periods = [
      ...unpaid,
      ...endedPeriods(contract.type, contract.period, from, contract.endedAt, now),
    ];
    for (const period of periods) {
      const outcome = await settlePeriod(db, contract, period, hooks);
      if (outcome.status === 'already') continue;
      run.settled += 1;
      if (outcome.status === 'paid') {
        run.paid += 1;
        run.amount += outcome.amount;
      }
    }
  }
  return run;
}
